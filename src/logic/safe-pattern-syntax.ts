/**
 * The pattern syntax as the safety analysis sees it: a parser for JavaScript regular expressions
 * (Annex B syntax, no flags) into a small tree of character sets, repeats, alternatives and
 * zero-width assertions, and the character-set arithmetic the analysis needs.
 */

/** The upper bound of `*`, `+` and `{n,}`. */
export const UNBOUNDED = Number.POSITIVE_INFINITY;

// ---- Character sets: sorted, disjoint, inclusive UTF-16 code unit ranges (no `u` flag is ever used).

export type CharSet = readonly (readonly [number, number])[];
const MAX_UNIT = 0xffff;
export const ALL: CharSet = [[0, MAX_UNIT]];
export const NONE: CharSet = [];

function normalise(ranges: (readonly [number, number])[]): CharSet {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [lo, hi] of sorted) {
    const last = out[out.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}
export const union = (a: CharSet, b: CharSet): CharSet => normalise([...a, ...b]);
function complement(set: CharSet): CharSet {
  const out: [number, number][] = [];
  let next = 0;
  for (const [lo, hi] of set) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= MAX_UNIT) out.push([next, MAX_UNIT]);
  return out;
}
export function overlaps(a: CharSet, b: CharSet): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const [alo, ahi] = a[i]!;
    const [blo, bhi] = b[j]!;
    if (alo <= bhi && blo <= ahi) return true;
    if (ahi < bhi) i++;
    else j++;
  }
  return false;
}
const unit = (c: number): CharSet => [[c, c]];
const code = (s: string): number => s.charCodeAt(0);
const DIGIT: CharSet = [[48, 57]];
const WORD: CharSet = normalise([
  [48, 57],
  [65, 90],
  [95, 95],
  [97, 122],
]);
const SPACE: CharSet = normalise(
  [9, 10, 11, 12, 13, 32, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff]
    .map((c) => [c, c] as const)
    .concat([[0x2000, 0x200a]]),
);
const DOT: CharSet = complement(
  normalise([
    [10, 10],
    [13, 13],
    [0x2028, 0x2029],
  ]),
);

// ---- A small parser for the JavaScript pattern syntax (Annex B, no flags).

export type Node =
  | { t: 'chars'; set: CharSet }
  | { t: 'assert'; start: boolean }
  | { t: 'look'; behind: boolean; body: Node }
  | { t: 'alt'; branches: Node[][] }
  | { t: 'repeat'; body: Node; min: number; max: number }
  | { t: 'backref' };

export class Parser {
  private i = 0;
  constructor(private readonly src: string) {}

  parse(): Node {
    const node = this.disjunction();
    if (this.i < this.src.length) throw new Error('unbalanced )');
    return node;
  }

  private peek(offset = 0): string {
    return this.src[this.i + offset] ?? '';
  }

  private disjunction(): Node {
    const branches: Node[][] = [[]];
    while (this.i < this.src.length && this.peek() !== ')') {
      if (this.peek() === '|') {
        this.i++;
        branches.push([]);
        continue;
      }
      branches[branches.length - 1]!.push(this.quantified(this.atom()));
    }
    return { t: 'alt', branches };
  }

  private atom(): Node {
    const c = this.src[this.i++]!;
    switch (c) {
      case '^':
        return { t: 'assert', start: true };
      case '$':
        return { t: 'assert', start: false };
      case '.':
        return { t: 'chars', set: DOT };
      case '[':
        return { t: 'chars', set: this.charClass() };
      case '(':
        return this.group();
      case '\\':
        return this.atomEscape();
      default:
        return { t: 'chars', set: unit(code(c)) };
    }
  }

  private group(): Node {
    let look: { behind: boolean } | undefined;
    if (this.peek() === '?') {
      const head = this.src.slice(this.i, this.i + 3);
      if (head.startsWith('?:')) this.i += 2;
      else if (head.startsWith('?=') || head.startsWith('?!')) {
        this.i += 2;
        look = { behind: false };
      } else if (head === '?<=' || head === '?<!') {
        this.i += 3;
        look = { behind: true };
      } else if (head.startsWith('?<')) {
        const close = this.src.indexOf('>', this.i);
        if (close < 0) throw new Error('bad group name');
        this.i = close + 1;
      } else throw new Error('bad group');
    }
    const body = this.disjunction();
    if (this.src[this.i++] !== ')') throw new Error('missing )');
    return look ? { t: 'look', behind: look.behind, body } : body;
  }

  private quantified(atom: Node): Node {
    let min: number;
    let max: number;
    const c = this.peek();
    if (c === '*') [min, max] = [0, UNBOUNDED];
    else if (c === '+') [min, max] = [1, UNBOUNDED];
    else if (c === '?') [min, max] = [0, 1];
    else {
      const braced = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.i));
      if (!braced) return atom;
      min = Number(braced[1]);
      max = braced[2] === undefined ? min : braced[3] ? Number(braced[3]) : UNBOUNDED;
      this.i += braced[0].length - 1;
    }
    this.i++;
    if (this.peek() === '?') this.i++; // laziness changes the order of attempts, not their number
    if (atom.t === 'assert') throw new Error('nothing to repeat');
    return { t: 'repeat', body: atom, min, max };
  }

  private atomEscape(): Node {
    const c = this.src[this.i++] ?? '';
    if (c === 'b' || c === 'B') return { t: 'assert', start: false };
    if (/[1-9]/.test(c) || (c === 'k' && this.peek() === '<')) return { t: 'backref' };
    return { t: 'chars', set: this.escapeSet(c, false) };
  }

  /** Characters matched by `\c` (the backslash already consumed). */
  private escapeSet(c: string, inClass: boolean): CharSet {
    const classes: Record<string, CharSet> = { d: DIGIT, w: WORD, s: SPACE };
    const lower = c.toLowerCase();
    const named = classes[lower];
    if (named) return c === lower ? named : complement(named);
    const controls: Record<string, number> = { t: 9, n: 10, v: 11, f: 12, r: 13 };
    if (controls[c] !== undefined) return unit(controls[c]);
    if (inClass && c === 'b') return unit(8);
    if (c === 'c' && /[A-Za-z]/.test(this.peek())) return unit(code(this.src[this.i++]!) % 32);
    if (c === 'x' || c === 'u') {
      const digits = c === 'x' ? 2 : 4;
      const hex = this.src.slice(this.i, this.i + digits);
      if (hex.length === digits && /^[0-9a-fA-F]+$/.test(hex)) {
        this.i += digits;
        return unit(Number.parseInt(hex, 16));
      }
    }
    if (/[0-7]/.test(c)) {
      // Annex B octal escape: up to three octal digits in all.
      const octal = /^[0-7]{0,2}/.exec(this.src.slice(this.i))![0];
      this.i += octal.length;
      return unit(Number.parseInt(c + octal, 8) & 0xff);
    }
    return unit(code(c));
  }

  private charClass(): CharSet {
    const negated = this.peek() === '^';
    if (negated) this.i++;
    let set: CharSet = NONE;
    while (this.peek() !== ']') {
      if (this.i >= this.src.length) throw new Error('missing ]');
      const low = this.classAtom();
      if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== '') {
        const save = this.i;
        this.i++;
        const high = this.classAtom();
        const single = (s: CharSet) => s.length === 1 && s[0]![0] === s[0]![1];
        if (single(low) && single(high)) {
          set = union(set, [[low[0]![0], high[0]![0]]]);
          continue;
        }
        // Annex B: a range with a class escape at either end means a literal '-'.
        this.i = save;
      }
      set = union(set, low);
    }
    this.i++;
    return negated ? complement(set) : set;
  }

  private classAtom(): CharSet {
    const c = this.src[this.i++]!;
    return c === '\\' ? this.escapeSet(this.src[this.i++] ?? '', true) : unit(code(c));
  }
}
