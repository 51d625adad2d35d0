import type { LinkProps } from '@tanstack/react-router';

/** The header's links (spec §2 Navigation), in order; labels are `site:shell.nav.<key>`. */
export interface NavItem {
  key: 'home' | 'allBooks' | 'events' | 'donation' | 'ranking';
  to: LinkProps['to'];
}
export interface MoreItem {
  key: 'faq' | 'team' | 'blogs' | 'mission' | 'gallery' | 'contact';
  to: LinkProps['to'];
}
export interface MemberItem {
  key: 'profile' | 'history' | 'membership';
  to: LinkProps['to'];
}

export const MAIN_LINKS: readonly NavItem[] = [
  { key: 'home', to: '/' },
  { key: 'allBooks', to: '/allbooks' },
  { key: 'events', to: '/event' },
];

export const MORE_LINKS: readonly MoreItem[] = [
  { key: 'faq', to: '/about' },
  { key: 'team', to: '/ourteam' },
  { key: 'blogs', to: '/blogs' },
  { key: 'mission', to: '/ourmission' },
  { key: 'gallery', to: '/gallery' },
  { key: 'contact', to: '/contact' },
];

/** After More: donation, then the ranking (reachable from Home's View More too). */
export const AFTER_MORE_LINKS: readonly NavItem[] = [
  { key: 'donation', to: '/donation' },
  { key: 'ranking', to: '/ranking' },
];

export const MEMBER_LINKS: readonly MemberItem[] = [
  { key: 'profile', to: '/profile' },
  { key: 'history', to: '/history' },
  { key: 'membership', to: '/membership' },
];
