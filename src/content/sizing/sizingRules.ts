import type { SizingProduct, SizingRules } from '../../shared/sizing/sizingEstimate';
import { fuelTanks } from '../catalogue/fuelTanks';
import { productFullName } from '../catalogue/products';
import { standbyGenerators } from '../catalogue/standbyGenerators';
import { transferSwitches } from '../catalogue/transferSwitches';
import type { CatalogueItem } from '../catalogue/types';
import { loadWattages } from './loadWattages';

// The sizing guide's figures and the catalogue units it may recommend (issue 27), for the page and the
// server. The ratings repeat the products' specification tables (productDetails.ts): 14 and 26 kW on
// propane for the SP units, 30 and 60 kW for the diesels; tests/unit/sizingRules.test.ts holds them equal.
// A unit is named as the catalogue names it (productFullName), so the inquiry list gets the same entry from
// the guide as from the product's card, in the page's language (the Spanish build swaps the catalogue).

function product(items: readonly CatalogueItem[], id: string, categoryPath: string): SizingProduct {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`no catalogue item ${id}`);
  return { id, name: productFullName(item), url: `${categoryPath}/${item.slug}` };
}

const standby = (id: string) => product(standbyGenerators, id, '/products/standby-generators');
const transferSwitch = (id: string) => product(transferSwitches, id, '/products/transfer-switches');

export const sizingRules: SizingRules = {
  table: loadWattages,
  catalogue: {
    homeStandby: [
      { product: standby('standby-sp14'), kw: 14 },
      { product: standby('standby-sp26'), kw: 26 },
    ],
    commercial: [
      { product: standby('standby-sd30'), kw: 30 },
      { product: standby('standby-sd60'), kw: 60 },
    ],
    fuelTank: product(fuelTanks, 'fuel-tanks', '/products/fuel-tanks'),
    residentialSwitch: transferSwitch('transfer-switch-residential'),
    commercialSwitch: transferSwitch('transfer-switch-commercial'),
  },
};
