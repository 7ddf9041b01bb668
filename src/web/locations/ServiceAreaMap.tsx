import type { Location } from '../../content/locations';
import { site } from '../../content/site';
import { floridaMapClasses as classes, FloridaMap, project } from '../components/FloridaMap';

/** /locations: Florida with a pin per base and the reach of its team. */
export function ServiceAreaMap({ locations }: { locations: readonly Location[] }) {
  return (
    <FloridaMap
      title={`Map of Florida with our bases in ${locations.map((l) => l.label).join(', ')}`}
      caption={`${site.companyName} service areas`}
    >
      {locations.map((location) => {
        const [x, y] = project(location.coordinates.longitude, location.coordinates.latitude);
        return (
          <g key={location.city} transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}>
            <circle r="22" className={classes.reach} />
            <circle r="6" className={classes.pin} />
            <text x="10" y="-8" className={classes.label}>
              {location.city}
            </text>
          </g>
        );
      })}
    </FloridaMap>
  );
}
