import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUiFlag } from './uiFlags';
import { LineIcon } from '../../components/LineIcon';

/** Back to the newest event; shown once the list is scrolled down (UI flag showScrollButton). */
export function ScrollTopButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation(['timeline']);
  const shown = useUiFlag('showScrollButton');
  return (
    <Affix position={{ bottom: 24, right: 24 }} zIndex={150}>
      <Transition transition="slide-up" mounted={shown}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size={48}
            radius="xl"
            variant="filled"
            color="teal"
            onClick={onClick}
            aria-label={t('timeline:to_top')}
            title={t('timeline:to_top')}
            data-testid="scroll-top"
          >
            <LineIcon strokeWidth={2.4}>
              <path d="m18 15-6-6-6 6" />
            </LineIcon>
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
