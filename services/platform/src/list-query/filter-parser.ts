/**
 * The list filter grammar (spec 01 §7): conditions joined with AND.
 *
 *   filter    := condition ( AND condition )*
 *   condition := path ".Contains(" string ")"       text columns
 *              | path op literal                     numbers, selects, dates (a date with = is that whole day)
 *              | "(" filter ")"
 *   op        := "=" | "==" | "!=" | "<>" | "<" | "<=" | ">" | ">="
 *   literal   := "string" | 'string' | number | null | true | false
 *   path      := name ( "." name )*
 *
 * The parser only builds a syntax tree; columns and types are checked against the list's allowlist
 * by list-query.ts. Nothing here ever reaches SQL as text.
 */
export type Operator = '=' | '!=' | '<' | '<=' | '>' | '>=';
export type Literal = string | number | boolean | null;

export type Condition = { kind: 'contains'; path: string; value: string } | { kind: 'compare'; path: string; op: Operator; value: Literal };

export class FilterSyntaxError extends Error {
  constructor(
    message: string,
    readonly at: number,
  ) {
    super(`${message} (at character ${at + 1})`);
  }
}

type Token =
  | { t: 'name'; v: string; at: number }
  | { t: 'string'; v: string; at: number }
  | { t: 'number'; v: number; at: number }
  | { t: 'op'; v: Operator; at: number }
  | { t: 'punct'; v: '(' | ')'; at: number }
  | { t: 'end'; at: number };

const OPERATORS: Record<string, Operator> = { '==': '=', '=': '=', '!=': '!=', '<>': '!=', '<=': '<=', '>=': '>=', '<': '<', '>': '>' };

export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i];
    if (c === '\u0000') {
      throw new FilterSyntaxError('Unexpected character', i);
    } else if (/\s/.test(c)) {
      i++;
    } else if (c === '"' || c === "'") {
      const start = i++;
      let value = '';
      for (;;) {
        if (i >= input.length) throw new FilterSyntaxError('Unterminated text value', start);
        const ch = input[i++];
        if (ch === '\u0000') throw new FilterSyntaxError('Unexpected character', i - 1);
        if (ch === c) break;
        if (ch === '\\' && i < input.length) value += input[i++];
        else value += ch;
      }
      tokens.push({ t: 'string', v: value, at: start });
    } else if (/[0-9]/.test(c) || (c === '-' && /[0-9]/.test(input[i + 1] ?? ''))) {
      const match = /^-?\d+(\.\d+)?/.exec(input.slice(i))!;
      tokens.push({ t: 'number', v: Number(match[0]), at: i });
      i += match[0].length;
    } else if (/[A-Za-z_]/.test(c)) {
      const match = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*/.exec(input.slice(i))!;
      tokens.push({ t: 'name', v: match[0], at: i });
      i += match[0].length;
    } else if (c === '(' || c === ')') {
      tokens.push({ t: 'punct', v: c, at: i++ });
    } else {
      const two = input.slice(i, i + 2);
      const op = OPERATORS[two] ? two : OPERATORS[c] ? c : undefined;
      if (!op) throw new FilterSyntaxError(`Unexpected character '${c}'`, i);
      tokens.push({ t: 'op', v: OPERATORS[op], at: i });
      i += op.length;
    }
  }
  tokens.push({ t: 'end', at: input.length });
  return tokens;
}

export function parseFilter(input: string): Condition[] {
  const tokens = tokenize(input);
  let pos = 0;
  const peek = () => tokens[pos];
  const next = () => tokens[pos++];

  function conjunction(): Condition[] {
    const conditions = condition();
    for (;;) {
      const token = peek();
      if (token.t === 'name' && token.v.toUpperCase() === 'AND') {
        next();
        conditions.push(...condition());
      } else return conditions;
    }
  }

  function condition(): Condition[] {
    const token = next();
    if (token.t === 'punct' && token.v === '(') {
      const inner = conjunction();
      const close = next();
      if (close.t !== 'punct' || close.v !== ')') throw new FilterSyntaxError("Expected ')'", close.at);
      return inner;
    }
    if (token.t !== 'name') throw new FilterSyntaxError('Expected a column name', token.at);
    const containsCall = /^(.+)\.contains$/i.exec(token.v);
    if (containsCall && peek().t === 'punct') {
      expectPunct('(');
      const value = next();
      if (value.t !== 'string') throw new FilterSyntaxError('Contains needs a text value in quotes', value.at);
      expectPunct(')');
      return [{ kind: 'contains', path: containsCall[1], value: value.v }];
    }
    const op = next();
    if (op.t !== 'op') throw new FilterSyntaxError(`Expected an operator after '${token.v}'`, op.at);
    return [{ kind: 'compare', path: token.v, op: op.v, value: literal() }];
  }

  function literal(): Literal {
    const token = next();
    if (token.t === 'string' || token.t === 'number') return token.v;
    if (token.t === 'name') {
      const word = token.v.toLowerCase();
      if (word === 'null') return null;
      if (word === 'true') return true;
      if (word === 'false') return false;
    }
    throw new FilterSyntaxError('Expected a value', token.at);
  }

  function expectPunct(p: '(' | ')') {
    const token = next();
    if (token.t !== 'punct' || token.v !== p) throw new FilterSyntaxError(`Expected '${p}'`, token.at);
  }

  const conditions = conjunction();
  const end = peek();
  if (end.t !== 'end') throw new FilterSyntaxError('Expected AND between conditions', end.at);
  return conditions;
}
