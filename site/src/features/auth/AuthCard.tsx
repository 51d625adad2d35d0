import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow centred card the login, sign-up and password pages share. */
export function AuthCard({
  title,
  width = 440,
  children,
}: {
  title: string;
  width?: number;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      shadow="sm"
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      maw={width}
      mx="auto"
      my="xl"
    >
      <Title order={1} size="h2" ta="center" mb="lg">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
