import type { SizedLoad } from '../../shared/sizing/generatorSizing';
import classes from './sizing.module.css';
import { say } from './words';

/**
 * Running against starting watts of each load, as bars. The loads table beside it says the same in words,
 * so the chart is hidden from screen readers.
 */
export function SizingChart({ loads }: { loads: SizedLoad[] }) {
  const scale = Math.max(1, ...loads.map((load) => load.starting_watts));
  const width = (watts: number) => `${Math.max(1, (watts / scale) * 100)}%`;
  return (
    <figure className={classes.chart}>
      <figcaption className={classes.chartLegend}>
        <span className={classes.keyRunning} aria-hidden="true" /> {say('sizing.running')}
        <span className={classes.keyStarting} aria-hidden="true" /> {say('sizing.starting')}
      </figcaption>
      <div aria-hidden="true">
        {loads.map((load) => (
          <div key={say(load.name)} className={classes.chartRow}>
            <span className={classes.chartName}>{say(load.name)}</span>
            <span className={classes.chartBars}>
              <span className={classes.barStarting} style={{ width: width(load.starting_watts) }} />
              <span className={classes.barRunning} style={{ width: width(load.running_watts) }} />
            </span>
          </div>
        ))}
      </div>
    </figure>
  );
}
