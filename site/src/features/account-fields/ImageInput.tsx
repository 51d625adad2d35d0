import { Input, Text } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { imageProblem } from './rules';
import classes from './ImageInput.module.css';

interface ImageInputProps {
  label: string;
  description?: string;
  onChange: (file: File | null) => void;
}

/**
 * An optional photo field that takes only JPEG or PNG images (the server refuses anything else).
 * A native file input: it is labelled, keyboard-operable and announced by every screen reader.
 * The browser's own look ("Choose File / No file chosen", always in the browser's language) is
 * hidden behind a button and a file name in the page's language (issue 16.9); the input itself
 * still takes the focus and the keys.
 */
export function ImageInput({ label, description, onChange }: ImageInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<ReturnType<typeof imageProblem>>(null);
  const [chosen, setChosen] = useState<string | null>(null);

  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={description}
      error={problem ? t(`site:auth.validation.${problem}`) : undefined}
    >
      <div className={classes.picker}>
        <input
          ref={ref}
          id={id}
          className={classes.input}
          type="file"
          accept="image/jpeg,image/png"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : description ? `${id}-description` : undefined}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0] ?? null;
            const found = file ? imageProblem(file) : null;
            setProblem(found);
            setChosen(found ? null : (file?.name ?? null));
            if (found && ref.current) ref.current.value = '';
            onChange(found ? null : file);
          }}
        />
        {/* Mouse users' target; keyboard and screen-reader users reach the input itself. */}
        <span className={classes.button} aria-hidden onClick={() => ref.current?.click()}>
          {t('site:forms.chooseImage')}
        </span>
        <Text size="sm" c="dimmed" className={classes.fileName} aria-hidden>
          {chosen ?? t('site:forms.noImage')}
        </Text>
      </div>
    </Input.Wrapper>
  );
}
