import { useTranslation } from 'react-i18next';
import { Button, Spinner } from './ui';
import type { PuzzleState } from './usePuzzle';

/**
 * The puzzle slider check (spec §4): slide the piece until it sits in the gap,
 * then sign in; the server, which drew the gap, decides whether it fits.
 * A native range input, so the keyboard moves it too (Home, End, the arrows).
 */
export function PuzzleCheck({ puzzle, disabled }: { puzzle: PuzzleState; disabled: boolean }) {
  const { t } = useTranslation(['account']);
  const { data, x, setX } = puzzle;
  return (
    <div className="pub-stack pub-stack-xs" data-testid="puzzle" data-puzzle-id={data?.id}>
      <p className="pub-text pub-sm pub-strong">{t('account:puzzle.title')}</p>
      <p className="pub-text pub-xs pub-dimmed">{t('account:puzzle.help')}</p>
      {!data && (
        <div className="pub-inline">
          <Spinner small />
          <p className="pub-text pub-sm">{t('account:puzzle.loading')}</p>
        </div>
      )}
      {data && (
        <>
          <div className="pub-puzzle-frame" style={{ width: data.width, height: data.height }}>
            <img src={data.image} width={data.width} height={data.height} alt={t('account:puzzle.image')} />
            <img
              src={data.piece}
              width={data.piece_size}
              height={data.piece_size}
              alt=""
              className="pub-puzzle-piece"
              style={{ top: data.piece_y, left: x }}
              data-testid="puzzle-piece"
            />
          </div>
          <input
            type="range"
            className="pub-slider"
            style={{ width: data.width }}
            min={0}
            max={data.width - data.piece_size}
            step={1}
            value={x}
            onChange={(event) => setX(Number(event.currentTarget.value))}
            disabled={disabled}
            aria-label={t('account:puzzle.slider')}
            aria-valuenow={x}
            data-testid="puzzle-slider"
          />
        </>
      )}
      <div>
        <Button variant="subtle" size="compact" onClick={puzzle.next} disabled={disabled} data-testid="puzzle-refresh">
          {t('account:puzzle.refresh')}
        </Button>
      </div>
    </div>
  );
}
