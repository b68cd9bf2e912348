import { PATTERN_MAX_INPUT_LENGTH, PATTERN_MAX_LENGTH } from '../model/constants';
import {
  ALL,
  type CharSet,
  NONE,
  type Node,
  overlaps,
  Parser,
  UNBOUNDED,
  union,
} from './safe-pattern-syntax';

/**
 * User-supplied regular expressions (pattern rules, the Phone quick rule) run in every browser and on
 * the server. JavaScript has no way to interrupt a running RegExp, so a timeout cannot protect us: the
 * guard has to be static. We parse the pattern ourselves and refuse the shapes that make a backtracking
 * engine explode, then cap the input length so the remaining polynomial cost stays small.
 *
 * The analysis is a conservative heuristic, not a proof: it may refuse a harmless pattern (the message
 * says how to rewrite it), and it is tested against a corpus of known-evil patterns.
 */

export type PatternProblemCode =
  | 'too_long'
  | 'invalid'
  | 'backreference'
  | 'lookbehind'
  | 'nested_quantifier'
  | 'ambiguous_alternation'
  | 'too_much_backtracking';

export interface PatternProblem {
  code: PatternProblemCode | 'input_too_long';
  message: string;
}

export type PatternCheck =
  | {
      ok: true;
      regex: RegExp /** Longest input this pattern may be tested against. */;
      maxInputLength: number;
    }
  | ({ ok: false } & PatternProblem);

export type PatternTest = { ok: true; matched: boolean } | ({ ok: false } & PatternProblem);

/**
 * Worst-case backtracking steps we accept for one test. Measured in V8 (Node 20): a step costs 4 to
 * 40 ns depending on the construct (`\d+\d+` over 10,000 characters, 5·10⁷ steps, takes ≈ 200 ms), so
 * 10⁶ keeps any accepted pattern within tens of milliseconds. Two adjacent repeats that can match the
 * same text therefore get at most 1,000 characters of input; a single repeat gets the full 10,000.
 */
const WORK_BUDGET = 1_000_000;
/** A pattern whose safe input length would fall below this is refused rather than made useless. */
const MIN_USEFUL_INPUT = 100;

// ---- Analysis.

interface Info {
  min: number;
  max: number;
  /** Every character the node can consume. */
  chars: CharSet;
  /** Characters the node can start with. */
  first: CharSet;
  /** How many ways a fixed stretch of text can be matched (overlapping alternatives multiply it). */
  ways: number;
}

const ZERO: Info = { min: 0, max: 0, chars: NONE, first: NONE, ways: 1 };

const infoMemo = new WeakMap<Node, Info>();
function info(node: Node): Info {
  let known = infoMemo.get(node);
  if (!known) {
    known = computeInfo(node);
    infoMemo.set(node, known);
  }
  return known;
}

function computeInfo(node: Node): Info {
  switch (node.t) {
    case 'chars':
      return { min: 1, max: 1, chars: node.set, first: node.set, ways: 1 };
    case 'assert':
    case 'look':
    case 'backref':
      return ZERO;
    case 'repeat': {
      const body = info(node.body);
      return {
        min: body.min * node.min,
        max: node.max === 0 || body.max === 0 ? 0 : body.max * node.max,
        chars: body.chars,
        first: body.first,
        ways: Math.min(body.ways, WORK_BUDGET + 1),
      };
    }
    case 'alt': {
      const branches = node.branches.map(sequenceInfo);
      const ambiguous = branches.some((a, i) =>
        branches.some((b, j) => j > i && (overlaps(a.first, b.first) || (a.min === 0 && b.min === 0))),
      );
      return {
        min: Math.min(...branches.map((b) => b.min)),
        max: Math.max(...branches.map((b) => b.max)),
        chars: branches.reduce((set, b) => union(set, b.chars), NONE),
        first: branches.reduce((set, b) => union(set, b.first), NONE),
        ways: Math.min(
          (ambiguous ? branches.length : 1) * Math.max(...branches.map((b) => b.ways)),
          WORK_BUDGET + 1,
        ),
      };
    }
  }
}

function sequenceInfo(items: Node[]): Info {
  let result: Info = ZERO;
  let firstOpen = true;
  for (const item of items) {
    const next = info(item);
    result = {
      min: result.min + next.min,
      max: result.max + next.max,
      chars: union(result.chars, next.chars),
      first: firstOpen ? union(result.first, next.first) : result.first,
      ways: Math.min(result.ways * next.ways, WORK_BUDGET + 1),
    };
    if (next.min > 0) firstOpen = false;
  }
  return result;
}

const isFixed = (i: Info) => i.min === i.max && i.ways === 1;

/** Single-branch groups add nothing to the analysis: splice them into the surrounding sequence. */
function flatten(items: Node[]): Node[] {
  return items.flatMap((item) =>
    item.t === 'alt' && item.branches.length === 1 ? flatten(item.branches[0]!) : [item],
  );
}

interface Chain {
  /** Number of unbounded repeats in the chain: the cost grows with the input length to this power. */
  degree: number;
  /** Product of the bounded repeats' choices. */
  factor: number;
  /** What the chain's last repeat consumes; `undefined` while the implicit start-position loop is pending. */
  set: CharSet | undefined;
  /** Fixed text seen while the start loop is pending. */
  lead: CharSet;
}

interface Cost {
  degree: number;
  factor: number;
  /** Longest run of repeats that can consume the same text. */
  length: number;
}

/**
 * Chains of adjacent repeats that can consume the same characters multiply their choices on a failed
 * match (`\d+\d+` tries every split). A fixed item the chain's last repeat cannot consume forces the
 * split and ends the chain. An unanchored pattern starts with an implicit loop over start positions.
 */
function sequenceCost(items: Node[], anchored: boolean): Cost {
  let open: Chain[] = anchored ? [] : [{ degree: 1, factor: 1, set: undefined, lead: NONE }];
  const worst: Cost = { degree: 0, factor: 1, length: 0 };
  const lengths = new Map<Chain, number>();
  const note = (chain: Chain, length: number) => {
    lengths.set(chain, length);
    const cost = chain.factor * INPUT_WEIGHT ** chain.degree;
    if (cost > worst.factor * INPUT_WEIGHT ** worst.degree) {
      worst.degree = chain.degree;
      worst.factor = chain.factor;
    }
    worst.length = Math.max(worst.length, length);
  };
  for (const item of flatten(items)) {
    const i = info(item);
    if (i.max === 0) continue;
    if (isFixed(i)) {
      open = open.flatMap((chain) => {
        if (chain.set === undefined) return [{ ...chain, lead: union(chain.lead, i.chars) }];
        return overlaps(chain.set, i.chars) ? [chain] : [];
      });
      continue;
    }
    const { degree, factor: choices } = memberCost(item, i);
    const grown: Chain[] = [];
    for (const chain of open) {
      const reach = chain.set ?? (chain.lead.length ? chain.lead : ALL);
      if (!overlaps(reach, i.chars)) continue;
      const next: Chain = {
        degree: chain.degree + degree,
        factor: Math.min(chain.factor * choices, WORK_BUDGET + 1),
        set: i.chars,
        lead: NONE,
      };
      note(next, (lengths.get(chain) ?? 0) + 1);
      grown.push(next);
    }
    const fresh: Chain = { degree, factor: choices, set: i.chars, lead: NONE };
    note(fresh, 1);
    open = pruneChains([...(i.min === 0 ? open : []), ...grown, fresh]);
  }
  return worst;
}

type Weighted = Pick<Cost, 'degree' | 'factor'>;
const weight = (cost: Weighted) => cost.factor * INPUT_WEIGHT ** cost.degree;
const costlier = (a: Weighted, b: Weighted) => (weight(b) > weight(a) ? b : a);

/**
 * What one variable item adds to a chain: its own choices (lengths times overlapping alternatives),
 * or, when larger, the cost of the chains inside it: `(?:\d+\d+)?\d+` is as costly as `\d+\d+\d+`.
 */
function memberCost(node: Node, i: Info): Weighted {
  const own: Weighted =
    i.max === UNBOUNDED
      ? { degree: 1, factor: i.ways }
      : { degree: 0, factor: Math.min((i.max - i.min + 1) * i.ways, WORK_BUDGET + 1) };
  return costlier(own, innerCost(node));
}

function innerCost(node: Node): Weighted {
  if (node.t === 'alt') {
    const worst = node.branches.map((branch) => sequenceCost(branch, true)).reduce(costlier, NO_COST);
    return { degree: worst.degree, factor: Math.min(worst.factor * info(node).ways, WORK_BUDGET + 1) };
  }
  // A repeat that passed the structural check forces each iteration's text: one pass per iteration.
  if (node.t === 'repeat' && node.max <= 1) {
    const body = innerCost(node.body);
    return { degree: body.degree, factor: Math.min(body.factor * 2, WORK_BUDGET + 1) };
  }
  return NO_COST;
}
const NO_COST: Weighted = { degree: 0, factor: 1 };

/** Stand-in for "the input length" when ranking chains; only the order matters. */
const INPUT_WEIGHT = PATTERN_MAX_INPUT_LENGTH;

/** Patterns are at most PATTERN_MAX_LENGTH long, but keep the chain list small anyway. */
function pruneChains(chains: Chain[]): Chain[] {
  if (chains.length <= 32) return chains;
  return [...chains]
    .sort((a, b) => b.factor * INPUT_WEIGHT ** b.degree - a.factor * INPUT_WEIGHT ** a.degree)
    .slice(0, 32);
}

/**
 * A repeated body is safe when the text of each iteration is forced. Two shapes qualify:
 * - alternatives that cannot start alike, each of fixed length, as in `(cat|dog|bird)+`;
 * - a sequence with no inner ambiguity holding a fixed delimiter that none of its variable parts can
 *   consume, where the part after the last delimiter, run on into the next iteration's part before the
 *   first one, is unambiguous too, as in `(\d{1,3}\.){3}` or `(\s*,\s*\w+)*` (but not `(a+ba+)+`).
 */
function isDelimited(body: Node): boolean {
  if (body.t === 'alt' && body.branches.length > 1) {
    const branches = body.branches.map(sequenceInfo);
    return branches.every(
      (a, i) => a.min > 0 && isFixed(a) && branches.every((b, j) => j <= i || !overlaps(a.first, b.first)),
    );
  }
  const items = flatten([body]).filter((item) => info(item).max > 0);
  const variable = items.map(info).filter((i) => !isFixed(i));
  const delimiters = items
    .map((item, index) => ({ i: info(item), index }))
    .filter(({ i }) => isFixed(i) && i.min > 0 && variable.every((v) => !overlaps(v.chars, i.chars)))
    .map(({ index }) => index);
  const first = delimiters[0];
  const last = delimiters[delimiters.length - 1];
  if (first === undefined || last === undefined) return false;
  const seam = [...items.slice(last + 1), ...items.slice(0, first)];
  return sequenceCost(items, true).length <= 1 && sequenceCost(seam, true).length <= 1;
}

function problem(code: PatternProblemCode, message: string): { ok: false } & PatternProblem {
  return { ok: false, code, message };
}

/** Walks the tree for shapes that are refused whatever the input length. */
function findStructuralProblem(node: Node): ({ ok: false } & PatternProblem) | undefined {
  switch (node.t) {
    case 'backref':
      return problem('backreference', 'Pattern must not use backreferences (\\1, \\k<name>)');
    case 'look':
      if (node.behind) return problem('lookbehind', 'Pattern must not use lookbehind ((?<= or (?<!)');
      return findStructuralProblem(node.body);
    case 'alt':
      for (const branch of node.branches) {
        for (const item of branch) {
          const found = findStructuralProblem(item);
          if (found) return found;
        }
      }
      return undefined;
    case 'repeat': {
      const inner = findStructuralProblem(node.body);
      if (inner) return inner;
      if (node.max <= 1) return undefined;
      const body = info(node.body);
      if (body.max === 0 || isFixed(body)) return undefined;
      if (isDelimited(node.body)) return undefined;
      return containsRepeat(node.body)
        ? problem(
            'nested_quantifier',
            'Pattern repeats a group that itself contains a repeat, like (a+)+; this can hang the check. ' +
              'Rewrite it so each repetition ends with a character the inner part cannot match',
          )
        : problem(
            'ambiguous_alternation',
            'Pattern repeats alternatives that can match the same text, like (a|aa)+; this can hang the ' +
              'check. Make the alternatives start with different characters',
          );
    }
    default:
      return undefined;
  }
}

function containsRepeat(node: Node): boolean {
  if (node.t === 'repeat') return node.max !== node.min || containsRepeat(node.body);
  if (node.t === 'alt') return node.branches.some((branch) => branch.some(containsRepeat));
  if (node.t === 'look') return containsRepeat(node.body);
  return false;
}

/** Every sequence in the tree, with whether it is anchored where it starts. */
function sequences(node: Node, anchored: boolean, out: [Node[], boolean][] = []): [Node[], boolean][] {
  if (node.t === 'alt') {
    for (const branch of node.branches) {
      const first = flatten(branch)[0];
      out.push([branch, anchored || (first?.t === 'assert' && first.start)]);
      for (const item of branch) sequences(item, true, out);
    }
  } else if (node.t === 'repeat' || node.t === 'look') sequences(node.body, true, out);
  return out;
}

const cache = new Map<string, PatternCheck>();
const CACHE_LIMIT = 500;

/** Checks a user-supplied pattern once; results are memoised because validation runs per keystroke. */
export function checkPattern(source: string): PatternCheck {
  const cached = cache.get(source);
  if (cached) return cached;
  const result = analyse(source);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(source, result);
  return result;
}

function analyse(source: string): PatternCheck {
  if (source.length > PATTERN_MAX_LENGTH) {
    return problem('too_long', `Pattern must be at most ${PATTERN_MAX_LENGTH} characters`);
  }
  let regex: RegExp;
  let tree: Node;
  try {
    regex = new RegExp(source);
    tree = new Parser(source).parse();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return problem('invalid', `Pattern is not a valid regular expression: ${reason}`);
  }
  const structural = findStructuralProblem(tree);
  if (structural) return structural;
  let maxInputLength = PATTERN_MAX_INPUT_LENGTH;
  for (const [items, anchored] of sequences(tree, false)) {
    const cost = sequenceCost(items, anchored);
    if (cost.degree === 0 && cost.factor <= WORK_BUDGET) continue;
    const allowed = cost.degree === 0 ? 0 : Math.floor((WORK_BUDGET / cost.factor) ** (1 / cost.degree));
    if (allowed < MIN_USEFUL_INPUT || cost.degree > 2) {
      return problem(
        'too_much_backtracking',
        'Pattern has adjacent repeats that can match the same text, like \\d+\\d+ or .*.*; this can hang ' +
          'the check. Separate them with a character only one of them can match',
      );
    }
    maxInputLength = Math.min(maxInputLength, allowed);
  }
  return { ok: true, regex, maxInputLength };
}

/**
 * Tests a value against a user pattern, refusing unsafe patterns and over-long input. The pattern is
 * used as written, unanchored and without flags, as the original product did.
 */
export function testPattern(source: string, value: string): PatternTest {
  const check = checkPattern(source);
  if (!check.ok) return check;
  if (value.length > check.maxInputLength) {
    return {
      ok: false,
      code: 'input_too_long',
      message: `Value is too long to check against this pattern (at most ${check.maxInputLength} characters)`,
    };
  }
  return { ok: true, matched: check.regex.test(value) };
}
