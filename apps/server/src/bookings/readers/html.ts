import { type ChildNode, type Element, isTag, isText } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { READ_LIMITS, type ReadBudget } from './limits';
import { BrokenJson, parseTolerantJson } from './tolerant-json';

/*
 * The schema.org markup of an HTML page or mail: its JSON-LD scripts, read with the tolerant JSON, and
 * its Microdata items, as plain objects of the same shape (`@type` and properties), so that one mapping
 * reads both. htmlparser2 builds the tree of a page with Microdata and runs nothing.
 */

const VALUE_ATTRIBUTES: Record<string, string> = {
  meta: 'content',
  a: 'href',
  link: 'href',
  area: 'href',
  img: 'src',
  time: 'datetime',
  data: 'value',
  meter: 'value',
};

/** Elements inside each other that a walk goes down: deeper ones are read as if absent. */
const TREE_DEPTH = 256;

function textOf(node: ChildNode, depth = 0): string {
  if (isText(node)) return node.data;
  if (!isTag(node) || node.name === 'script' || node.name === 'style' || depth > TREE_DEPTH) return '';
  return node.children.map((child) => textOf(child, depth + 1)).join('');
}

/** A Microdata property's value: a nested item, an attribute by the element's kind, or its text. */
function valueOf(element: Element, depth: number, budget: ReadBudget): unknown {
  if ('itemscope' in element.attribs) return itemOf(element, depth + 1, budget);
  const attribute = VALUE_ATTRIBUTES[element.name];
  const value = attribute ? element.attribs[attribute] : element.attribs['content'];
  return (value ?? textOf(element)).trim();
}

/** The properties of an item: every `itemprop` below it down to the next item, which is a value itself. */
function itemOf(element: Element, depth: number, budget: ReadBudget): Record<string, unknown> {
  budget.check();
  const item: Record<string, unknown> = {};
  const type = element.attribs['itemtype'];
  if (type) item['@type'] = type.trim().split(/\s+/)[0];
  if (depth > READ_LIMITS.jsonDepth) return item;
  const walk = (nodes: ChildNode[], below: number): void => {
    for (const node of nodes) {
      if (!isTag(node) || below > TREE_DEPTH) continue;
      const names = node.attribs['itemprop']?.trim().split(/\s+/) ?? [];
      for (const name of names) {
        if (!name || name === '__proto__') continue;
        const value = valueOf(node, depth, budget);
        const held = item[name];
        item[name] = held === undefined ? value : [...(Array.isArray(held) ? held : [held]), value];
      }
      if (!('itemscope' in node.attribs)) walk(node.children, below + 1);
    }
  };
  walk(element.children, 0);
  return item;
}

/**
 * The texts of an HTML text's JSON-LD scripts, found by a scan rather than a tree: a script's content is
 * raw text in HTML (no entities, no tags), and a vendor's mail of 2 MB of tables is read in milliseconds.
 * Each search starts past the last, so the scan is linear whatever the input.
 */
function jsonLdTexts(html: string): string[] {
  const lower = html.toLowerCase();
  const texts: string[] = [];
  let at = 0;
  while (texts.length < READ_LIMITS.jsonLdBlocks) {
    const open = lower.indexOf('<script', at);
    if (open < 0) break;
    const tagEnd = lower.indexOf('>', open);
    if (tagEnd < 0) break;
    const close = lower.indexOf('</script', tagEnd);
    if (close < 0) break;
    if (lower.slice(open, tagEnd).includes('ld+json')) texts.push(html.slice(tagEnd + 1, close));
    at = close + 1;
  }
  return texts;
}

/** The Microdata items of an HTML text: the top items, each an item of no other, with their properties. */
function microdataOf(html: string, budget: ReadBudget): unknown[] {
  const document = parseDocument(html, { decodeEntities: true });
  budget.check();
  const items: unknown[] = [];
  const visit = (nodes: ChildNode[], inItem: boolean, depth: number): void => {
    for (const node of nodes) {
      if (!isTag(node) || depth > TREE_DEPTH || items.length >= READ_LIMITS.jsonLdBlocks) continue;
      const isItem = 'itemscope' in node.attribs;
      if (isItem && !inItem && !('itemprop' in node.attribs)) items.push(itemOf(node, 0, budget));
      visit(node.children, inItem || isItem, depth + 1);
    }
  };
  visit(document.children, false, 0);
  return items;
}

/** The JSON-LD values and Microdata items of an HTML text, at most READ_LIMITS.jsonLdBlocks of each. */
export function schemaOrgOfHtml(html: string, budget: ReadBudget): unknown[] {
  const values: unknown[] = [];
  for (const text of jsonLdTexts(html)) {
    budget.check();
    try {
      values.push(...parseTolerantJson(text));
    } catch (error) {
      if (!(error instanceof BrokenJson)) throw error;
    }
  }
  // A page without Microdata is not parsed into a tree at all.
  if (/\bitemscope\b/i.test(html)) values.push(...microdataOf(html, budget));
  return values;
}
