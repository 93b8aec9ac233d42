/**
 * Every text a person reads comes from the message catalogues (apps/web/src/i18n), so that it exists in
 * each language: a JSX text or a text-carrying attribute written as a literal with a letter in it is an
 * error. Punctuation, symbols and numbers alone ('·', '—', '%', '3') are no words and pass.
 */

/** Attributes and props whose value a person reads or hears. */
const TEXT_ATTRIBUTES = new Set([
  'alt',
  'aria-description',
  'aria-label',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'caption',
  'description',
  'emptyText',
  'heading',
  'hint',
  'label',
  'message',
  'placeholder',
  'subtitle',
  'text',
  'title',
]);

const HAS_LETTER = /\p{L}/u;

const MESSAGE = 'A text a person reads comes from the message catalogues (apps/web/src/i18n), not a literal.';

/** The literal text an expression holds, or null when it is not a literal (a catalogue entry, a value). */
function literalText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
  if (node.type === 'JSXExpressionContainer') return literalText(node.expression);
  if (node.type === 'ConditionalExpression') {
    return (
      [literalText(node.consequent), literalText(node.alternate)].filter((text) => text !== null).join(' ') ||
      null
    );
  }
  if (node.type === 'LogicalExpression') return literalText(node.right);
  return null;
}

export const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'Texts a person reads come from the message catalogues.' },
    schema: [],
  },
  create(context) {
    const report = (node) => context.report({ node, message: MESSAGE });
    return {
      JSXText(node) {
        if (HAS_LETTER.test(node.value)) report(node);
      },
      JSXExpressionContainer(node) {
        // {'Save'} or {`Saved ${n}`} as a child, not as an attribute's value (checked below).
        if (node.parent?.type === 'JSXAttribute') return;
        const text = literalText(node.expression);
        if (text !== null && HAS_LETTER.test(text)) report(node);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !TEXT_ATTRIBUTES.has(name)) return;
        const text = literalText(node.value);
        if (text !== null && HAS_LETTER.test(text)) report(node);
      },
    };
  },
};

export default { rules: { 'no-literal-text': noLiteralText } };
