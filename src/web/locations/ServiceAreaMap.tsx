import type { Location } from '../../content/locations';
import { site } from '../../content/site';
import { floridaMapClasses as classes, FloridaMap, project } from '../components/FloridaMap';
import { t } from '../i18n/pages.messages';

/** /locations: Florida with a pin per base and the reach of its team. */
export function ServiceAreaMap({ locations }: { locations: readonly Location[] }) {
  return (
    <FloridaMap
      title={t('locations.mapTitle', { places: locations.map((l) => l.label).join(', ') })}
      caption={t('locations.mapCaption', { company: site.companyName })}
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
