import { TextInput } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';
import { MAX_QUERY } from './limits';

const BookSearchBox = lazy(() =>
  import('./BookSearchBox').then((module) => ({ default: module.BookSearchBox }))
);

type Props = ComponentProps<typeof BookSearchBox>;

/**
 * The search box of the home page, whose suggestions (Mantine's combobox and Floating UI, about
 * 20 KiB gzip) load after the first paint. Until then a plain box with the same label takes the
 * typing, into the same state, so nothing typed is lost when the combobox takes over.
 */
export function LazyBookSearchBox(props: Props) {
  return (
    <Suspense
      fallback={
        <TextInput
          label={props.label}
          placeholder={props.placeholder}
          value={props.value}
          maxLength={MAX_QUERY}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
      }
    >
      <BookSearchBox {...props} />
    </Suspense>
  );
}
