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
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="contained"
        color="success"
        startIcon={<CheckIcon />}
        disabled={props.disabled}
        aria-label={props.approveLabel}
        onClick={props.onApprove}
      >
        {props.approveText}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<CloseIcon />}
        disabled={props.disabled}
        aria-label={props.rejectLabel}
        onClick={props.onReject}
      >
        {props.rejectText}
      </Button>
    </Box>
  );
}
