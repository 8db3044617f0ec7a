import { useState } from 'react';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchMoment } from '../../api/moments';
import { queryKeys } from '../../api/queryKeys';
import { useActiveBaby } from '../babies';
import { localDate } from '../timeline';
import { knownBirthday } from './growthData';
import { MeasurementDialog } from './MeasurementDialog';
import { localToday } from './useMeasurementForm';

const pad = (n: number) => String(n).padStart(2, '0');

/** In the add-tag dialog: record a height or weight on this photo (for an event, on its first photo), on the photo's day by default. */
export function AddMeasurementButton({ babyId, momentId }: { babyId: number; momentId: number | undefined }) {
  const { t } = useTranslation(['growth']);
  const [open, setOpen] = useState(false);
  const { active } = useActiveBaby();
  const moment = useQuery({
    queryKey: queryKeys.moment(momentId ?? 0),
    queryFn: ({ signal }) => fetchMoment(momentId ?? 0, signal),
    enabled: momentId !== undefined,
  });
  const birthday = active?.with_user.linked_baby.birthday ?? null;
  if (momentId === undefined || !active?.abilities.upload) return null;
  const taken = moment.data ? localDate(moment.data.taken_at_gmt) : null;
  const photoDay = taken ? `${taken.y}-${pad(taken.m)}-${pad(taken.d)}` : null;
  const today = localToday();
  return (
    <>
      {/* Opened only once the photo's day is known: the form takes its default date when it opens. */}
      <Button variant="light" loading={moment.isLoading} onClick={() => setOpen(true)} data-testid="add-measurement">
        {t('growth:add_measurement')}
      </Button>
      {open && (
        <MeasurementDialog
          target={{
            babyId,
            momentId,
            birthday: knownBirthday(birthday) ? birthday : null,
            defaultDate: photoDay && photoDay < today ? photoDay : today,
          }}
          onClose={() => {
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
