import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';

export interface ApproveRejectButtonsProps {
  approveText: string;
  rejectText: string;
  /** Accessible names naming the row, e.g. "Approve the membership of Rahim". */
  approveLabel: string;
  rejectLabel: string;
  /** Both stay disabled while either call of the row is in flight, or when the row has no id. */
  disabled: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** The Approve and Reject pair of User Approval and Receive Donation. */
export function ApproveRejectButtons(props: ApproveRejectButtonsProps) {
  const buttons = [
    {
      text: props.approveText,
      label: props.approveLabel,
      onClick: props.onApprove,
      variant: 'contained',
      color: 'success',
      icon: <CheckIcon />,
    },
    {
      text: props.rejectText,
      label: props.rejectLabel,
      onClick: props.onReject,
      variant: 'outlined',
      color: 'error',
      icon: <CloseIcon />,
    },
  ] as const;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {buttons.map((button) => (
        <Button
          key={button.color}
          size="small"
          variant={button.variant}
          color={button.color}
          startIcon={button.icon}
          disabled={props.disabled}
          aria-label={button.label}
          onClick={button.onClick}
        >
          {button.text}
        </Button>
      ))}
    </Box>
  );
}
