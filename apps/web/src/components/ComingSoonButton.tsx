import type { ReactNode } from 'react';
import { Button, Tooltip, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A visible but disabled action that later updates turn on. It stays
 * focusable (aria-disabled rather than disabled) so that keyboard users and
 * the tooltip can still say "Coming soon".
 */
export function ComingSoonButton({ children, ...props }: ButtonProps & { children: ReactNode }) {
  const { t } = useTranslation(['common']);
  return (
    <Tooltip label={t('common:coming_soon.label')} withArrow>
      <Button
        {...props}
        type="button"
        data-disabled
        aria-disabled
        aria-description={t('common:coming_soon.label')}
        onClick={(event) => event.preventDefault()}
      >
        {children}
      </Button>
    </Tooltip>
  );
}
