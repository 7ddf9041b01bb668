import { type SizingResult, sizeGenerator } from './generatorSizing';
import type { SizingAnswers } from './sizingAnswers';
import type { SizingWords } from './sizingWords';
import type { WattageTable } from './wattageTable';

// The whole answer of the sizing guide: the size (generatorSizing.ts) and what to buy for it from the
// catalogue. The figures and the catalogue's units are content, passed in as `SizingRules`.

export interface SizingProduct {
  id: string;
  /** As the inquiry list names it ("Standby SP 26 Propane Generator"). */
  name: string;
  url: string;
}

interface RatedUnit {
  product: SizingProduct;
  /** Its rating in kW (on propane for the gas units). */
  kw: number;
}

export interface SizingCatalogue {
  /** Air-cooled units for propane or natural gas, smallest first. */
  homeStandby: readonly RatedUnit[];
  /** Diesel units for the commercial sizes, smallest first. */
  commercial: readonly RatedUnit[];
  fuelTank: SizingProduct;
  residentialSwitch: SizingProduct;
  commercialSwitch: SizingProduct;
}

export interface SizingRules {
  table: WattageTable;
  catalogue: SizingCatalogue;
}

/** The estimate as the page and the server compute it: the loads' names are Messages (issue 39). */
export interface SizingPlan extends SizingResult {
  /** The generator (when the catalogue has one that size), its transfer switch and, without gas, a tank. */
  products: SizingProduct[];
  /** No catalogue unit is large enough: the house needs a site visit before anyone can quote it. */
  needs_site_visit: boolean;
}

/**
 * The estimate written in one language, as the contract's `SizingEstimate` carries it: POST /sizing/estimate
 * answers it in the request's language; an estimate request stores it in English, for the company.
 */
export interface SizingEstimate extends Omit<SizingPlan, 'loads' | 'left_out' | 'taking_turns'> {
  loads: { name: string; running_watts: number; starting_watts: number }[];
  left_out: string[];
  taking_turns: string[];
}

/** `plan` with its loads named in `words`' language. */
export function writtenEstimate(plan: SizingPlan, words: SizingWords): SizingEstimate {
  return {
    ...plan,
    loads: plan.loads.map((load) => ({ ...load, name: words.text(load.name) })),
    left_out: plan.left_out.map(words.text),
    taking_turns: plan.taking_turns.map(words.text),
  };
}

const smallestAtLeast = (units: readonly RatedUnit[], kw: number) => units.find((unit) => unit.kw >= kw);

function productsFor(result: SizingResult, answers: SizingAnswers, catalogue: SizingCatalogue) {
  if (result.size_class === 'commercial') {
    const unit = smallestAtLeast(catalogue.commercial, result.required_kw);
    return unit ? [unit.product, catalogue.commercialSwitch] : [catalogue.commercialSwitch];
  }
  const unit = smallestAtLeast(catalogue.homeStandby, result.recommended_kw);
  const products = unit ? [unit.product, catalogue.residentialSwitch] : [catalogue.residentialSwitch];
  // Without a gas line, the gas units run on propane from a tank the company sets.
  return answers.fuel === 'none' ? [...products, catalogue.fuelTank] : products;
}

/** The recommended size for `answers` and the catalogue's products that match it. */
export function estimateSize(answers: SizingAnswers, { table, catalogue }: SizingRules): SizingPlan {
  const result = sizeGenerator(answers, table);
  const products = productsFor(result, answers, catalogue);
  const hasGenerator = products.some(
    (product) =>
      ![catalogue.fuelTank, catalogue.residentialSwitch, catalogue.commercialSwitch].includes(product),
  );
  return { ...result, products, needs_site_visit: result.size_class === 'commercial' || !hasGenerator };
}
