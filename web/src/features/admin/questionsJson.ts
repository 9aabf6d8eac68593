import { findNodeAtLocation, parse, parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';

/** A problem of the questions' JSON, at its line (1-based) where one can be told. */
export interface JsonProblem {
  line: number | null;
  text: string;
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

const NICER: Record<string, string> = {
  InvalidSymbol: 'Unexpected character',
  ValueExpected: 'A value is missing',
  PropertyNameExpected: 'A property name in double quotes is missing',
  CommaExpected: 'A comma is missing',
  ColonExpected: 'A colon is missing',
  CloseBraceExpected: 'A closing } is missing',
  CloseBracketExpected: 'A closing ] is missing',
  EndOfFileExpected: 'Unexpected text after the end',
  UnexpectedEndOfString: 'A text value is not closed with "',
};

/** The JSON's value, or its syntax errors at their lines (strict JSON: no comments, no trailing commas). */
export function parseJson(text: string): { value?: unknown; problems: JsonProblem[] } {
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, { allowTrailingComma: false, disallowComments: true });
  if (errors.length === 0) return { value, problems: [] };
  return {
    problems: errors.map((error) => {
      const code = printParseErrorCode(error.error);
      return { line: lineAt(text, error.offset), text: NICER[code] ?? code };
    }),
  };
}

/** The line where `path` (within the JSON's top value) is written, or null. */
export function lineOfPath(text: string, path: (string | number)[]): number | null {
  const root = parseTree(text);
  if (!root) return null;
  // The deepest part of the path that exists: a missing property is reported at its object.
  for (let length = path.length; length >= 0; length--) {
    const node = findNodeAtLocation(root, path.slice(0, length));
    if (node) return lineAt(text, node.offset);
  }
  return null;
}

/**
 * The server's SubErrors about the JSON written at `root` of the request ("questions.3.key: message" for
 * the questions, "translations.es.questions.age.label: ..." for the Spanish) at their lines; the others
 * without one.
 */
export function problemsOfSubErrors(text: string, subErrors: readonly string[], root = 'questions'): JsonProblem[] {
  const escaped = root.replace(/\./g, '\\.');
  return subErrors.map((line) => {
    const match = new RegExp(`^${escaped}((?:\\.[^.:\\s]+)*): (.*)$`, 's').exec(line);
    if (!match) return { line: null, text: line };
    const path = match[1]
      .split('.')
      .filter(Boolean)
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    return { line: lineOfPath(text, path), text: path.length ? `${path.join('.')}: ${match[2]}` : match[2] };
  });
}
