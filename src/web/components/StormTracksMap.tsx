import type { StormTrack } from '../../content/about';
import { t } from '../i18n/pages.messages';
import { floridaMapClasses as classes, FloridaMap, pathThrough, project } from './FloridaMap';

/** Our story: the 2004 storms' paths across Florida, numbered where they end, with a legend in the Gulf. */
export function StormTracksMap({ storms }: { storms: readonly StormTrack[] }) {
  const names = storms.map((storm) => storm.name);
  return (
    <FloridaMap
      title={t('about.stormMap', { names: names.slice(0, -1).join(', '), last: names.at(-1) ?? '' })}
      caption={t('about.stormMapCaption')}
    >
      {storms.map((storm, index) => {
        const end = storm.path.at(-1);
        const [x, y] = end ? project(end[0], end[1]) : [0, 0];
        return (
          <g key={storm.name}>
            <path d={pathThrough(storm.path)} className={classes.track} />
            <circle cx={x} cy={y} r="9" className={classes.pin} />
            <text x={x} y={y + 4} textAnchor="middle" className={classes.number}>
              {index + 1}
            </text>
            <text x="16" y={262 + index * 22} className={classes.label}>
              {`${index + 1}  ${storm.name}, ${storm.month}`}
            </text>
          </g>
        );
      })}
    </FloridaMap>
  );
}
