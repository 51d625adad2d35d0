import { Notification, Portal, Stack } from '@mantine/core';
import { useSyncExternalStore } from 'react';

/**
 * Short-lived messages ("Login Successful", the profile's green/red toasts). Mantine's
 * notifications package would add ~6 KiB to every page for this; a store and Mantine's
 * `Notification` do the same.
 */
export interface Toast {
  id: number;
  color: 'green' | 'red' | 'blue';
  message: string;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const toast = {
  /** Shows `message` for `ms` milliseconds (the spec gives 1 s, 1.5 s, 2 s per screen). */
  show(message: string, color: Toast['color'] = 'green', ms = 2000): number {
    const id = nextId++;
    toasts = [...toasts, { id, color, message }];
    emit();
    setTimeout(() => toast.hide(id), ms);
    return id;
  },
  hide(id: number) {
    toasts = toasts.filter((item) => item.id !== id);
    emit();
  },
  clear() {
    toasts = [];
    emit();
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  const items = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts
  );
  // No portal while there is nothing to show: a portal mounts in a layout effect that renders
  // again at once, which would make the page's take-over one long task instead of a few short.
  if (items.length === 0) return null;
  return (
    <Portal>
      <Stack
        gap="xs"
        pos="fixed"
        top={72}
        left="50%"
        style={{ transform: 'translateX(-50%)', zIndex: 1000, width: 'min(92vw, 420px)' }}
      >
        {items.map((item) => (
          <Notification
            key={item.id}
            color={item.color}
            role={item.color === 'red' ? 'alert' : 'status'}
            withCloseButton={false}
            withBorder
          >
            {item.message}
          </Notification>
        ))}
      </Stack>
    </Portal>
  );
}
