import type { ComponentPropsWithoutRef } from 'react';
import { useRevealOnScroll } from '../hooks/useRevealOnScroll';
import classes from './reveal.module.css';

/** A page section that fades in when 30 % of it is visible (see useRevealOnScroll). */
export function RevealSection({ className, ...props }: ComponentPropsWithoutRef<'section'>) {
  const { ref, state } = useRevealOnScroll<HTMLElement>();
  return (
    <section
      ref={ref}
      data-reveal={state}
      className={className ? `${classes.reveal} ${className}` : classes.reveal}
      {...props}
    />
  );
}
