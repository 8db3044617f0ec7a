import { Box, Container, Group } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { SkipLink } from './SkipLink';
import { BrandMark } from './BrandMark';
import { LanguageSelect } from './LanguageSelect';

/** Pages reachable without signing in: a slim bar with the brand and the language switch. */
export function PublicLayout() {
  return (
    <Box mih="100vh" bg="gray.0">
      <SkipLink />
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" h={60}>
          <Group h="100%" justify="space-between">
            <Link to="/login" style={{ color: 'inherit', textDecoration: 'none' }}>
              <BrandMark />
            </Link>
            <LanguageSelect />
          </Group>
        </Container>
      </Box>
      <Container component="main" id="main" tabIndex={-1} size="lg" py="xl">
        <Outlet />
      </Container>
    </Box>
  );
}
