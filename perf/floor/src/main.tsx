/**
 * The floor app: the site's libraries (react-dom, Mantine with its whole stylesheet, TanStack
 * Router and Query, the same versions) rendering a heading, a paragraph and a short list, and
 * nothing else. Its Lighthouse figures are what those libraries cost on this machine, so the
 * site's figures can be told apart into "the stack" and "our code".
 */
import '@mantine/core/styles.css';
import { Container, List, MantineProvider, Text, Title } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import {
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const SHELVES = ['Poetry', 'Novels', 'History', 'Science', 'Children’s books'];

function Home() {
  // Through Query, as the site reads its data, but without a network round trip: the floor
  // measures the libraries, not an API.
  const shelves = useQuery({ queryKey: ['shelves'], queryFn: () => Promise.resolve(SHELVES) });
  return (
    <Container size="sm" py="xl" component="main">
      <Title order={1}>A reading club’s shelves</Title>
      <Text mt="md">
        Members borrow printed books from the club’s shelves and bring them back within a fortnight.
        These are the shelves you can browse today.
      </Text>
      <List mt="md">
        {(shelves.data ?? []).map((shelf) => (
          <List.Item key={shelf}>{shelf}</List.Item>
        ))}
      </List>
    </Container>
  );
}

const rootRoute = createRootRoute({ component: Outlet });
const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Home });
const router = createRouter({ routeTree: rootRoute.addChildren([homeRoute]) });
const queryClient = new QueryClient();

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>
);
