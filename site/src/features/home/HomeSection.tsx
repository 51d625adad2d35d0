import { Container, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface HomeSectionProps {
  title: string;
  children: ReactNode;
  /** Softly tinted background, to tell neighbouring sections apart. */
  tinted?: boolean;
}

/** One section of the home page: a landmark named by its h2. */
export function HomeSection({ title, children, tinted }: HomeSectionProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      style={tinted ? { background: 'var(--mantine-color-gray-0)' } : undefined}
    >
      <Container size="xl" py={48}>
        <Stack gap="lg">
          <Title order={2} id={id} ta="center">
            {title}
          </Title>
          {children}
        </Stack>
      </Container>
    </section>
  );
}
