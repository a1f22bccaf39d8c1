// The small real-sample dataset in test/fixtures/dataset, loaded and validated, for unit tests of pure parts.
import path from "node:path";
import { buildApiModel, type ApiModel } from "../../generator/api-model.ts";
import { loadDataset, type RawDataset } from "../../generator/load.ts";
import { validateDataset } from "../../generator/validate/index.ts";

export const FIXTURE_DIR = path.resolve(import.meta.dirname, "..", "fixtures", "dataset");

export const loadFixture = (): Promise<RawDataset> => loadDataset(FIXTURE_DIR);

export async function fixtureModel(): Promise<ApiModel> {
  return buildApiModel(validateDataset(await loadFixture()));
}
