import { Box } from '@mantine/core';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import classes from './layout.module.css';
import { HEADERLESS_PATHS } from './routeChrome';

export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <>
      {HEADERLESS_PATHS.has(pathname) ? null : <Header />}
      <Box component="main" className={classes.main}>
        <Outlet />
      </Box>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
