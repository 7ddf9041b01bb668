import { Badge, Button, VisuallyHidden } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { lazyWithPreload } from '../components/lazyWithPreload';
import { OnceOpened } from '../components/OnceOpened';
import { t } from '../i18n/leads.messages';
import { usePreloadWhenIdle } from '../idlePreload';
import { InquiryListContext, useListedNames } from './InquiryListProvider';
import classes from './leads.module.css';

const PANEL_ID = 'inquiry-list-panel';

// The panel's code (its form and the phone rules) is fetched when the browser is idle after the page is
// live, or at the first touch of the button if that comes first.
const InquiryDrawer = lazyWithPreload(() => import('./InquiryDrawer').then((m) => m.InquiryDrawer));

/** The floating inquiry-list button with its count, and the panel it opens (SPEC section 2). */
export function InquiryWidget() {
  const actor = InquiryListContext.useActorRef();
  usePreloadWhenIdle(InquiryDrawer.preload);
  const count = useListedNames().length;
  const opened = InquiryListContext.useSelector((snapshot) => snapshot.matches({ panel: 'open' }));
  const itemsLabel = t('inquiry.itemCount', { count });
  return (
    <>
      <div className={classes.inquiryDock} data-lead-widget>
        <Button
          size="md"
          radius="xl"
          className={classes.inquiryButton}
          leftSection={<IconClipboardList size={20} aria-hidden="true" />}
          rightSection={
            <Badge
              color="dark"
              variant="filled"
              size="lg"
              circle
              aria-hidden="true"
              data-testid="inquiry-count"
            >
              {count}
            </Badge>
          }
          aria-expanded={opened}
          aria-controls={opened ? PANEL_ID : undefined}
          onClick={() => actor.send({ type: 'TOGGLE' })}
          onPointerDown={InquiryDrawer.preload}
          onFocus={InquiryDrawer.preload}
        >
          <span className={classes.inquiryLabel}>{t('inquiry.title')}</span>
          {/* The count badge is decorative; its meaning is spoken here so the name starts with the visible text. */}
          <VisuallyHidden>, {itemsLabel}</VisuallyHidden>
        </Button>
      </div>
      <OnceOpened opened={opened}>
        <InquiryDrawer id={PANEL_ID} opened={opened} />
      </OnceOpened>
    </>
  );
}
