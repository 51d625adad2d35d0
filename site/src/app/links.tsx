import {
  Anchor,
  Button,
  NavLink,
  type AnchorProps,
  type ButtonProps,
  type NavLinkProps,
} from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

/**
 * Mantine components that navigate inside the app, typed by the route tree (the pattern of
 * TanStack Router's "custom link" guide). Each renders a real `<a href>`, so links open in new
 * tabs, show their address and are announced as links.
 */
type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

function MantineAnchor(props: AnchorProps & AnchorAttributes & { ref?: Ref<HTMLAnchorElement> }) {
  return <Anchor {...props} />;
}
function MantineButtonAnchor(
  props: ButtonProps & AnchorAttributes & { ref?: Ref<HTMLAnchorElement> }
) {
  return <Button component="a" {...props} />;
}
function MantineNavLink(
  props: NavLinkProps &
    Omit<AnchorAttributes, keyof NavLinkProps> & { ref?: Ref<HTMLAnchorElement> }
) {
  return <NavLink component="a" {...props} />;
}

export const AnchorLink: LinkComponent<typeof MantineAnchor> = createLink(MantineAnchor);
export const ButtonLink: LinkComponent<typeof MantineButtonAnchor> =
  createLink(MantineButtonAnchor);
export const NavLinkLink: LinkComponent<typeof MantineNavLink> = createLink(MantineNavLink);
