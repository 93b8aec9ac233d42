import { describe, expect, it } from 'vitest';
import { pageTitle } from '../lib/page-titles';
import { signedInPaths } from './pages';
import { signedInFirstPaint } from './signed-in-first-paint';

/** The menu's links that the markup marks as the current page, by their text. */
const currentLinks = (markup: string) =>
  [...markup.matchAll(/<a [^>]*aria-current="page"[^>]*>[\s\S]*?<span>([^<]+)<\/span><\/a>/g)].map(
    (match) => match[1],
  );

describe('a signed-in page’s first paint, drawn at build time', () => {
  it('is the layout with the page marked in the menu, its title and its placeholders', () => {
    const markup = signedInFirstPaint('/todolist');
    expect(markup).toMatch(/^<div inert="" aria-hidden="true"><div class="app-shell">/);
    expect(markup).toContain('<nav');
    expect(markup).toContain('<main id="main"');
    expect(markup.match(/<h1>[^<]*<\/h1>/g)).toEqual(['<h1>To Do List</h1>']);
    expect(currentLinks(markup)).toEqual(['To Do List']);
    expect(markup).toContain('aria-busy="true"');
  });

  it('marks Companions in the menu on its own page', () => {
    expect(currentLinks(signedInFirstPaint('/companions'))).toEqual(['Companions']);
    expect(signedInFirstPaint('/companions')).toContain('<h1>Companions</h1>');
  });

  it('gives every signed-in page its own title, and the dashboard its grid', () => {
    for (const path of signedInPaths) {
      expect(signedInFirstPaint(path), path).toContain(`<h1>${pageTitle(path)}</h1>`);
    }
    expect(signedInFirstPaint('/')).toContain('class="dashboard"');
    expect(currentLinks(signedInFirstPaint('/'))).toEqual(['Home']);
  });

  it("carries no style attribute, which the CSP (style-src 'self') refuses in a page’s HTML", () => {
    for (const path of signedInPaths) {
      expect(signedInFirstPaint(path), path).not.toMatch(/\sstyle=/);
    }
  });

  it('shows no user: the header holds placeholders until the app has asked who is signed in', () => {
    const markup = signedInFirstPaint('/finances');
    expect(markup).not.toContain('class="app-header__name"');
    expect(markup).not.toContain('class="app-header__photo"');
    expect(markup).toContain('app-header__name-placeholder');
    // The trip's switcher too: its place is kept, so that nothing in the header moves when it arrives.
    expect(markup).not.toContain('class="trip-switcher');
    expect(markup).toContain('app-header__trip-placeholder');
  });
});
