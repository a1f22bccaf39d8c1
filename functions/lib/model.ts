// The functions' data: the build's bulk dataset.json, bundled into each function and indexed once per instance.
import bulk from "../../public/api/v1/dataset.json" with { type: "json" };
import { modelFromBulk, type BulkDataset } from "../../generator/bulk.ts";

export const model = modelFromBulk(bulk as unknown as BulkDataset);
