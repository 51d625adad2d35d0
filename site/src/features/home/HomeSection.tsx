import { Container, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { PageLoader } from '../../shell/PageLoader';

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

/**
 * A section's items: a loader while they load, `empty` when there are none (a failed fetch
 * included: it is only logged, spec §8), else what `children` makes of them.
 */
export function HomeItems<T>({
  pending,
  items,
  empty,
  frame,
  children,
}: {
  pending: boolean;
  items: readonly T[] | undefined;
  empty: string;
  /** A class for a box around the loader and the items, so a section keeps its height while it loads. */
  frame?: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (pending)
    return frame ? (
      <div className={frame}>
        <PageLoader />
      </div>
    ) : (
      <PageLoader />
    );
  if (!items?.length) {
    return (
      <Text ta="center" c="dimmed">
        {empty}
      </Text>
    );
  }
  return frame ? <div className={frame}>{children(items)}</div> : <>{children(items)}</>;
}
