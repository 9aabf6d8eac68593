import { CONTENT_TOKEN_PATTERN } from '@app/contracts/markdown';

/**
 * `text` with each `%Token%` that `values` names (by `Token`) replaced by its value, passed through
 * `escape` (say, for HTML); a placeholder `values` does not name stays as written.
 */
export function fillTokens(text: string, values: Record<string, string>, escape: (value: string) => string = (value) => value): string {
  return text.replace(CONTENT_TOKEN_PATTERN, (token) => {
    const name = token.slice(1, -1);
    return Object.hasOwn(values, name) ? escape(values[name]) : token;
  });
}
