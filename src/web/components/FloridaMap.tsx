import { type ReactNode, useId } from 'react';
import classes from './floridaMap.module.css';

// Florida drawn in the page (issue 12): no map service's script, cookies or requests. The coast is a
// simplified outline (longitude, latitude), accurate to a few miles, which is all these pictures need.
const FLORIDA: readonly (readonly [number, number])[] = [
  [-87.6, 31.0],
  [-85.0, 31.0],
  [-84.86, 30.7],
  [-83.5, 30.64],
  [-82.2, 30.57],
  [-82.03, 30.75],
  [-81.45, 30.71],
  [-81.4, 30.3],
  [-81.25, 29.9],
  [-81.0, 29.2],
  [-80.6, 28.6],
  [-80.45, 28.0],
  [-80.2, 27.2],
  [-80.03, 26.7],
  [-80.1, 26.0],
  [-80.15, 25.75],
  [-80.35, 25.3],
  [-80.6, 25.1],
  [-81.1, 25.15],
  [-81.3, 25.6],
  [-81.75, 26.0],
  [-81.95, 26.5],
  [-82.25, 26.9],
  [-82.6, 27.4],
  [-82.75, 27.85],
  [-82.85, 28.2],
  [-82.7, 28.7],
  [-83.0, 29.1],
  [-83.4, 29.6],
  [-83.95, 30.05],
  [-84.3, 30.08],
  [-84.9, 29.75],
  [-85.35, 29.68],
  [-85.6, 30.1],
  [-86.2, 30.38],
  [-86.8, 30.4],
  [-87.2, 30.33],
  [-87.5, 30.3],
];

const WEST = -87.8;
const NORTH = 31.2;
const SCALE = 56;
/** Degrees of longitude are shorter than degrees of latitude this far south. */
const LONGITUDE_FACTOR = Math.cos((28 * Math.PI) / 180);

/** Where a place lies in the map's 470 × 360 drawing. */
export function project(longitude: number, latitude: number): [number, number] {
  return [(longitude - WEST) * LONGITUDE_FACTOR * SCALE, (NORTH - latitude) * SCALE];
}

/** A line through places given as (longitude, latitude), for the map's drawing. */
export function pathThrough(points: readonly (readonly [number, number])[]): string {
  return points
    .map(([lon, lat], i) => {
      const [x, y] = project(lon, lat);
      return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
    })
    .join(' ');
}

const outline = `${pathThrough(FLORIDA)} Z`;

/** The map with what `children` draw over it (in `project` coordinates); `title` is its text alternative. */
export function FloridaMap({
  title,
  caption,
  children,
}: {
  title: string;
  caption: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <svg viewBox="0 0 470 360" className={classes.map} role="img" aria-labelledby={titleId}>
      <title id={titleId}>{title}</title>
      <path d={outline} className={classes.land} />
      {children}
      <text x="8" y="350" className={classes.caption}>
        {caption}
      </text>
    </svg>
  );
}

export { classes as floridaMapClasses };
