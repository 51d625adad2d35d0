import { Button, Text } from '@mantine/core';
import { useId, useState } from 'react';

/**
 * A long text shown as its preview with a toggle that reveals the rest; with no preview (the text
 * is short) it is shown whole and has no toggle.
 */
export function ExpandableText({
  text,
  preview,
  more,
  less,
}: {
  text: string;
  preview: string | null;
  more: string;
  less: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  return (
    <>
      <Text id={textId} style={{ whiteSpace: 'pre-line' }}>
        {preview && !expanded ? `${preview}…` : text}
      </Text>
      {preview && (
        <Button
          variant="subtle"
          px={0}
          style={{ alignSelf: 'flex-start' }}
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? less : more}
        </Button>
      )}
    </>
  );
}
