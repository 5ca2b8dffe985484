// The reader profile of the contract: how the console reads what an API sends (see ../READER.md).
export * from "./operations";
export * from "./outcomes";
export * from "./primitives";
export * from "./records";
export * from "./resources";
