import type { InquiryCategory } from '../../shared/leads';
import type { ProductKind } from '../catalogue/types';
import { commercialSwitch, fuelTank, residentialSwitch } from './drawings/equipment';
import { openFrame, powerStation, worksite } from './drawings/portable';
import { homeBattery, standbyEnclosure, trailerPlant } from './drawings/standby';

/** The SVG picture of a catalogue item: what it is (category and kind) and which of a pair (variant). */
export function drawProduct(category: InquiryCategory, kind: ProductKind, variant: number): string {
  const installed = category === 'standby';
  switch (kind) {
    case 'diesel':
    case 'gasoline':
    case 'propane':
      return installed ? standbyEnclosure(kind, variant) : openFrame(kind, variant);
    case 'power-station':
      return installed ? homeBattery(variant) : powerStation(variant);
    case 'worksite':
      return installed ? trailerPlant(variant) : worksite(variant);
    case 'transfer-switch-commercial':
      return commercialSwitch();
    case 'transfer-switch-residential':
      return residentialSwitch();
    case 'fuel-tank':
      return fuelTank();
  }
}
