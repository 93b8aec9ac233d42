import { plural } from '../plural';

/** The words of the to-do board. */
export const todo = {
  /** The board's columns, the spec's names. */
  columns: { toDo: 'To do', inProgress: 'In Progress', done: 'Done' },

  page: {
    addList: 'Add To do list',
    loadFailed: 'Your to-do lists could not be loaded.',
    loadFailedText: 'Check your connection and try again.',
    loading: 'Loading your to-do lists',
  },

  /** A trip planned together: a viewer's notice, and the read-only modal. */
  shared: {
    viewerTitle: 'You are a viewer of this trip.',
    viewerText:
      'Only its owner and editors can change the board: add, edit, move or delete lists, tasks, comments and attachments.',
    /** The read-only modal's title, where the editable one says 'Edit To do list'. */
    listTitle: 'To do list',
    date: 'Date',
    done: 'done',
    notDone: 'not done',
  },

  column: {
    /** After the column's count, read by a screen reader: '3 lists'. */
    countUnit: (count: number) => plural('en', count, { one: ' list', other: ' lists' }),
    empty: {
      toDo: { text: 'Nothing to do here.', hint: 'Add a to-do list to start planning.' },
      inProgress: { text: 'Nothing in progress.', hint: 'Drag a list here when you start on it.' },
      done: { text: 'Nothing done yet.', hint: 'Drag a list here when it is done.' },
    },
  },

  card: {
    move: (title: string) => `Move ${title}`,
    late: 'Late',
    tasksDone: (done: number, tasks: number) =>
      `${done} of ${tasks} ${plural('en', tasks, { one: 'task', other: 'tasks' })} done`,
    attachments: (count: number) => plural('en', count, { one: '# attachment', other: '# attachments' }),
    comments: (count: number) => plural('en', count, { one: '# comment', other: '# comments' }),
  },

  /** Screen reader texts of the board's drag and drop. */
  drag: {
    instructions:
      'To move a list, press Space or Enter on its move handle. Then use the arrow keys: up and down ' +
      'within a column, left and right to another column. Press Space or Enter to drop it, Escape to cancel.',
    someList: 'The list',
    someColumn: 'a column',
    place: (column: string, position: number, of: number) => `${column}, position ${position} of ${of}`,
    pickedUp: (title: string, place: string) => `Picked up ${title}, in ${place}.`,
    over: (title: string, place: string) => `${title} is over ${place}.`,
    overNothing: (title: string) => `${title} is over no column.`,
    dropped: (title: string, place: string) => `${title} was dropped in ${place}.`,
    droppedOutside: (title: string) => `${title} was dropped outside the columns and did not move.`,
    cancelled: (title: string) => `Moving ${title} was cancelled. It did not move.`,
  },

  addList: {
    title: 'Add To do list',
    add: 'Add',
    failed: 'The list was not added.',
    failedText: 'Please try again.',
  },

  editList: {
    title: 'Edit To do list',
    confirmLabel: 'Confirm delete',
    /** 'Delete <title> with its tasks, attachments and comments?', around the list's title. */
    confirmBefore: 'Delete ',
    confirmAfter: ' with its tasks, attachments and comments?',
    deleteList: 'Delete list',
  },

  fields: {
    description: 'Description',
    date: 'Date',
  },

  section: {
    /** After a section's count, read by a screen reader: '3 items'. */
    countUnit: (count: number) => plural('en', count, { one: ' item', other: ' items' }),
  },

  tasks: {
    title: 'Tasks',
    empty: 'No tasks added yet.',
    add: 'New task',
    form: {
      title: 'Task title',
      description: 'Task description',
      submit: 'Add task',
      failure: 'The task was not added.',
    },
    setDue: (title: string) => `Set due date of ${title}`,
    changeDue: (title: string) => `Change due date of ${title}`,
    delete: (title: string) => `Delete task ${title}`,
  },

  dueForm: {
    dueDateOptional: 'Due date (optional)',
    dueDateOf: (title: string) => `Due date of ${title}`,
    wholeDate: 'Give a whole date, or clear it.',
    clear: 'Clear due date',
    save: 'Save due date',
  },

  /** A due day in words: a task's own, or a list card's, which speaks of one of its tasks. */
  due: {
    task: {
      upcoming: (day: string) => `Due ${day}`,
      today: () => 'Due today',
      overdue: (day: string) => `Overdue · ${day}`,
    },
    card: {
      upcoming: (day: string) => `Task due ${day}`,
      today: () => 'Task due today',
      overdue: (day: string) => `Task overdue · ${day}`,
    },
  },

  comments: {
    title: 'Comments',
    empty: 'No comments added yet.',
    add: 'New comment',
    form: {
      title: 'Comment title',
      description: 'Comment',
      submit: 'Add comment',
      failure: 'The comment was not added.',
    },
    delete: (title: string) => `Delete comment ${title}`,
  },

  attachments: {
    title: 'Attachments',
    empty: 'No attchament added yet.',
    add: 'Attach file',
    opensInNewTab: '(opens in a new tab)',
    delete: (title: string) => `Delete attachment ${title}`,
    notAttached: 'The file was not attached.',
    titleLabel: 'Attachment title',
    file: 'File',
    uploadingLabel: 'Uploading',
    uploading: 'Uploading…',
    uploaded: (name: string, size: string) => `${name} · ${size} uploaded`,
    accepted: 'pdf, doc, docx, jpeg or png, at most 10 MB',
    attach: 'Attach',
    wrongType: 'This file type cannot be attached.',
    wrongTypeText: 'Attach a pdf, doc, docx, jpeg or png file.',
    tooLarge: 'This file is too large.',
    tooLargeText: (megabytes: number) => `Attachments can be at most ${megabytes} MB.`,
    uploadFailed: 'The file could not be uploaded.',
    uploadFailedText: 'Please try again.',
    quotaFull: 'Your attachments are full.',
    tooManyPending: 'Too many files wait to be attached.',
    kilobytes: (size: string) => `${size} KB`,
    megabytes: (size: string) => `${size} MB`,
  },

  /** A write the server refused: shown over the board, the board back as it was. */
  failures: {
    somethingWrong: 'Something went wrong.',
    refusal: (reason: string) => `${reason} The board shows what is saved.`,
    listNotDeleted: 'The list was not deleted.',
    listNotSaved: 'The list was not saved.',
    moveNotSaved: 'The move was not saved.',
    taskNotUpdated: 'The task was not updated.',
    taskNotDeleted: 'The task was not deleted.',
    commentNotDeleted: 'The comment was not deleted.',
    attachmentNotDeleted: 'The attachment was not deleted.',
  },

  /** A write a companion's change made stale: what differs (lib/write-conflict.ts). */
  conflicts: {
    title: 'Title',
    description: 'Description',
    color: 'Color',
    date: 'Date',
    column: 'Column',
    done: 'Done',
    due: 'Due',
    isDone: 'Done',
    notDone: 'Not done',
    noDue: 'None',
    deleteAnyway: 'Delete anyway',
    place: (column: string, position: number) => `${column}, position ${position}`,
    list: (title: string) => `the list “${title}”`,
    task: (title: string) => `the task “${title}”`,
    comment: (title: string) => `the comment “${title}”`,
    attachment: (title: string) => `the attachment “${title}”`,
    movedLists: 'the lists you moved',
  },

  summary: {
    title: 'To Do List',
    loadFailed: 'Your to-do lists could not be loaded.',
    empty: 'No to-do lists yet.',
    planFirst: 'Plan your first list',
    nextUp: 'Next up',
    allDone: 'Every list is done.',
    late: ' (late)',
    loading: 'Loading your to-do lists',
  },
};
