import { AddTagDialog } from './AddTagDialog';
import { closeAddTag, useAddTagTarget } from './addTagStore';

/** Shows the add-tag dialog when a viewer or a card opened it; mounted once under the timeline. */
export function AddTagHost() {
  const target = useAddTagTarget();
  if (!target) return null;
  const key = 'eventId' in target ? `e${target.eventId}` : `m${target.momentIds.join(',')}`;
  return <AddTagDialog key={key} target={target} onClose={closeAddTag} />;
}
