import type { FailureText } from './failureText';

/** A failed upload's words, with its code after them as a quieter detail. */
export function FailureNote({ failure }: { failure: FailureText }) {
  return (
    <>
      {failure.text}
      {failure.detail && (
        <>
          {' '}
          <span style={{ opacity: 0.85, whiteSpace: 'nowrap' }} data-testid="upload-error-code">
            ({failure.detail})
          </span>
        </>
      )}
    </>
  );
}
