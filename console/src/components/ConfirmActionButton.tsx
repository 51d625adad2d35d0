import { useState, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { Confirm } from 'react-admin';
import { useTranslation } from '@pathagar/shared-i18n/react';

export interface ConfirmActionButtonProps {
  text: string;
  /** Accessible name when the visible text does not say which record it acts on. */
  label?: string;
  icon?: ReactNode;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  disabled?: boolean;
  title: string;
  question: string;
  confirmText: string;
  /** Runs only after the admin confirmed; cancelling sends nothing. */
  onConfirm: () => void;
}

/**
 * A destructive action behind a focus-trapped Yes/Cancel dialog, so a misclick never costs a
 * record, an account or a financial record (the delete flow of every list uses it too).
 */
export function ConfirmActionButton(props: ConfirmActionButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant={props.variant ?? 'outlined'}
        color={props.color ?? 'error'}
        startIcon={props.icon}
        disabled={props.disabled}
        aria-label={props.label}
        onClick={() => setOpen(true)}
      >
        {props.text}
      </Button>
      <Confirm
        isOpen={open}
        title={props.title}
        content={props.question}
        confirm={props.confirmText}
        cancel={t('cancel')}
        confirmColor="warning"
        onConfirm={() => {
          setOpen(false);
          props.onConfirm();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
