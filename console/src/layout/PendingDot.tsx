import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const pulse = keyframes`
  from { transform: scale(1); opacity: 0.7; }
  to { transform: scale(2.6); opacity: 0; }
`;

/**
 * The pulsing dot on a menu entry's icon while items wait (admin-operations.md §2). It sits on
 * the icon so it also shows in the collapsed side menu, and the pulse stops for readers who asked
 * their system for less motion. Screen readers hear it in the entry's name instead (see Menu).
 */
export function PendingDot() {
  return (
    <Box
      component="span"
      aria-hidden
      data-testid="pending-dot"
      sx={{
        position: 'absolute',
        top: -2,
        right: -4,
        width: 10,
        height: 10,
        borderRadius: '50%',
        bgcolor: 'error.main',
        border: '2px solid',
        borderColor: 'background.paper',
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: -2,
          borderRadius: '50%',
          bgcolor: 'error.main',
          animation: `${pulse} 1.4s ease-out infinite`,
        },
        '@media (prefers-reduced-motion: reduce)': { '&::after': { animation: 'none' } },
      }}
    />
  );
}
