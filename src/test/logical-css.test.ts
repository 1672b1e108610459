import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * Arabic is written right to left (<html dir="rtl">): the app's styles say start and end, never
 * left and right, so one stylesheet lays out both directions (margin-inline-start, not
 * margin-left; inset-inline-start, not left; text-align: start). What may stay physical, and why,
 * is on the list below.
 */

/** A declaration whose property or value is tied to a side of the screen, not to the text's direction. */
export function physicalDeclarations(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '')
  const found: string[] = []
  for (const [, property = '', value = ''] of text.matchAll(/(?:^|[;{\s])([a-z-]+)\s*:\s*([^;{}]+)(?=[;}])/g)) {
    const declaration = `${property}: ${value.trim()}`
    if (/^(margin|padding|border)-(left|right)(-|$)/.test(property)) found.push(declaration)
    else if (/^border-(top|bottom)-(left|right)-radius$/.test(property)) found.push(declaration)
    else if (/^(left|right)$/.test(property)) found.push(declaration)
    else if (/^(text-align|float|clear)$/.test(property) && /\b(left|right)\b/.test(value)) found.push(declaration)
    // Four values in a shorthand whose right and left differ: `padding: 0 1rem 0 2rem`.
    else if (/^(margin|padding|border-width|inset)$/.test(property)) {
      const parts = value.trim().split(/\s+(?![^(]*\))/)
      if (parts.length === 4 && parts[1] !== parts[3]) found.push(declaration)
    }
  }
  return found
}

/** Physical on purpose: drawing, not layout. */
const allowed: Record<string, string> = {
  'border-width: 0 2px 2px 0':
    'history.css: the disclosure chevron is two borders of a square, turned; :dir(rtl) turns it the other way',
}

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return stylesheets(path)
    return entry.name.endsWith('.css') ? [path] : []
  })
}

describe('physicalDeclarations', () => {
  it('finds what would not mirror in right to left', () => {
    expect(
      physicalDeclarations(
        '.a { margin-left: 1rem; padding-right: 0 } .b{left:0;text-align: right;float:left;} .c { padding: 0 1rem 0 2rem; border-top-left-radius: 4px; }',
      ),
    ).toEqual([
      'margin-left: 1rem',
      'padding-right: 0',
      'left: 0',
      'text-align: right',
      'float: left',
      'padding: 0 1rem 0 2rem',
      'border-top-left-radius: 4px',
    ])
  })

  it('lets logical and symmetric declarations be', () => {
    expect(
      physicalDeclarations(
        '/* margin-left: 1rem; */ .a { margin-inline-start: 1rem; inset-inline-start: 0; text-align: start; padding: 0 1rem 0 1rem; margin: 0 auto; border-top: 1px solid; top: 0; }',
      ),
    ).toEqual([])
  })
})

describe("the app's styles", () => {
  it('say start and end, not left and right', () => {
    const found = stylesheets('src').flatMap((path) =>
      physicalDeclarations(readFileSync(path, 'utf8'))
        .filter((declaration) => !(declaration in allowed))
        .map((declaration) => `${path}: ${declaration}`),
    )
    expect(found).toEqual([])
  })
})
