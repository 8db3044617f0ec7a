import { memo, type CSSProperties } from 'react';
import type { EventReply, MomentReply } from '@sprout/shared';
import type { Translate } from '../../lib/i18n';
import { viewableMoments } from '../media';
import { openAddTag, TagMark } from '../tags';
import { CaptionEditor, clampStyle } from './CaptionEditor';
import { Heart, likeLabels } from './LikeButton';
import type { LikeTarget } from './likeReducer';
import { CARD, eventLayout } from './rowLayout';
import { formatEventDate } from './timelineData';
import { Thumbnail } from './Thumbnail';
import type { Tile } from './tileLayout';
import { LineIcon } from '../../components/LineIcon';

/**
 * What every card of the list shares, made once by the list: a card itself
 * calls no hooks (no i18n or mutation subscriptions), as dozens mount on
 * every screen of a fast scroll.
 */
export interface CardEnv {
  t: Translate<'timeline'>;
  /** Who may see a moment, in words ("Visible to: Family only"). */
  privacyLabel: (moment: MomentReply) => string;
  language: string;
  age: (at: number) => string;
  saveCaption: (eventId: number, caption: string) => Promise<unknown>;
  savingEventId: number | null;
  onOpen: (event: EventReply, moment: MomentReply) => void;
  onComments: (event: EventReply) => void;
  /** "See all N moments": the event's pictures as a grid. */
  onMoments: (event: EventReply) => void;
  /** "+N new": the event's moments with the `count` added since this tab saw it first (useCardGrowth). */
  onNewMoments: (event: EventReply, count: number) => void;
  /** How many moments the event gained since this tab first saw it. */
  grown: (event: EventReply) => number;
  onLike: (target: LikeTarget, like: boolean) => void;
  /** The name of the card's add-tag action (tags namespace). */
  addTagLabel: string;
  /** Whether the event arrived or got comments since the member's previous visit (ADR 0030). */
  isNew: (eventId: number) => boolean;
}

export interface EventCardProps {
  event: EventReply;
  /** The list's width and the reader's font scale: the card is built to the heights eventLayout gives at them. */
  listWidth: number;
  scale: number;
  /** False while the row is only flying past (useDwell): its tiles wait with placeholders. */
  showPictures: boolean;
  env: CardEnv;
}

/** A tile's place in the card's justified grid (tileLayout), or nothing for one past its end. */
function tileStyle(tile: Tile | undefined): CSSProperties | undefined {
  return tile && { left: tile.left, top: tile.top, width: tile.width, height: tile.height };
}

function CommentIcon() {
  return (
    <LineIcon size={18}>
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    </LineIcon>
  );
}

/** One event: date and age, caption, its moments, likes and comments. Plain elements styled in global.css. */
export const EventCard = memo(function EventCard({ event, listWidth, scale, showPictures, env }: EventCardProps) {
  const { t } = env;
  const layout = eventLayout(event, listWidth, scale);
  const date = formatEventDate(event.taken_at_gmt, env.language);
  const media = viewableMoments(event.moments);
  const texts = event.moments.filter((m) => m.type === 'text' && m.content);
  const hidden = Math.max(0, event.counts.moments - event.moments.length);
  // Only a card that cannot show all its moments hides what was added; a small one shows it on the card.
  const fresh = hidden > 0 ? env.grown(event) : 0;
  const headingId = `event-${event.id}-date`;
  const line = Math.round(CARD.line * scale);
  const liked = event.like;
  const likeText = likeLabels(t, liked, event.counts.likes);
  return (
    <article
      aria-labelledby={headingId}
      data-testid="event-card"
      data-event-id={event.id}
      data-new={env.isNew(event.id) || undefined}
      className="sprout-card"
      style={{ minHeight: layout.cardHeight, padding: CARD.padding, borderWidth: CARD.border, gap: CARD.gap }}
    >
      <div className="sprout-card-header" style={{ height: Math.round(CARD.header * scale) }}>
        <span className="sprout-card-when">
          <h3 className="sprout-card-date" id={headingId}>
            <time dateTime={new Date(event.taken_at_gmt * 1000).toISOString()}>{date}</time>
          </h3>
          {env.isNew(event.id) && (
            <span className="sprout-card-new" data-testid="event-new">
              {t('timeline:news.new')}
            </span>
          )}
        </span>
        <span className="sprout-card-age" data-testid="event-age">
          {env.age(event.taken_at_gmt)}
        </span>
      </div>
      <CaptionEditor
        box={{ lines: layout.captionLines, lineHeight: line, buttonHeight: Math.round(CARD.editButton * scale) }}
        caption={event.caption}
        canEdit={event.abilities.update}
        t={t}
        saving={env.savingEventId === event.id}
        onSave={(text) => env.saveCaption(event.id, text)}
      />
      {texts.map((m, i) => (
        <p key={m.id} className="sprout-clamp sprout-card-text" style={clampStyle(layout.textLines[i] ?? 1, line)}>
          {m.content}
        </p>
      ))}
      {media.length > 0 && (
        <div
          className="sprout-thumbs"
          role="list"
          aria-label={t('timeline:event_label', { date })}
          style={{ height: layout.grid.height }}
          data-rows={layout.grid.rows}
        >
          {media.map((moment, i) => (
            <div role="listitem" key={moment.id} className="sprout-tile" style={tileStyle(layout.grid.tiles[i])}>
              <Thumbnail
                moment={moment}
                index={i + 1}
                count={media.length}
                date={date}
                t={t}
                privacyLabel={env.privacyLabel(moment)}
                showPicture={showPictures}
                onOpen={(m) => env.onOpen(event, m)}
              />
            </div>
          ))}
        </div>
      )}
      <div className="sprout-card-footer" style={{ height: Math.round(CARD.footer * scale) }}>
        <div className="sprout-card-actions">
          <button
            type="button"
            className="sprout-action"
            aria-pressed={liked}
            aria-label={likeText.label}
            title={likeText.title}
            disabled={!event.abilities.like}
            onClick={() => env.onLike({ type: 'event', id: event.id }, !liked)}
            data-testid="like-button"
            data-liked={liked}
          >
            <Heart filled={liked} />
            <span data-testid="like-button-count">{event.counts.likes}</span>
          </button>
          <button
            type="button"
            className="sprout-action"
            onClick={() => env.onComments(event)}
            aria-label={t('timeline:comments.open', { count: event.counts.comments })}
            data-testid="comments-button"
          >
            <CommentIcon />
            {event.counts.comments}
          </button>
          {event.abilities.update && (
            <button
              type="button"
              className="sprout-action"
              onClick={() => openAddTag({ babyId: event.baby_id, eventId: event.id })}
              aria-label={env.addTagLabel}
              title={env.addTagLabel}
              data-testid="card-add-tag"
            >
              <TagMark />
            </button>
          )}
        </div>
        {hidden > 0 && (
          <div className="sprout-card-more">
            {fresh > 0 && (
              <button
                type="button"
                className="sprout-action sprout-card-fresh"
                onClick={() => env.onNewMoments(event, fresh)}
                title={t('timeline:new_in_event_title', { count: fresh })}
                data-testid="event-fresh"
              >
                {t('timeline:new_in_event', { count: fresh })}
              </button>
            )}
            <button
              type="button"
              className="sprout-action sprout-action-accent"
              onClick={() => env.onMoments(event)}
              data-testid="event-more"
            >
              {t('timeline:more_in_event', { count: event.counts.moments })}
            </button>
          </div>
        )}
      </div>
    </article>
  );
});
