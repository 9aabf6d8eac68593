/** A failed call's lines (Details, then each SubError), one per line: the text of both apps' error alerts. */
export function ErrorLines({ lines }: { lines: string[] }) {
  return (
    <span data-testid="error-lines">
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 && <br />}
          {line}
        </span>
      ))}
    </span>
  );
}
