// The same session typed into mongosh (run with --file): shell helpers, printed as one JSON line.
const orders = db.getSiblingDB("shop").orders;
const steps = [];
const add = (operation, command, outcome) => steps.push({ operation, command, outcome });
add("insertOne", "insert", { inserted_id: orders.insertOne({ _id: 1, item: "book", qty: 3 }).insertedId });
const many = orders.insertMany([2, 3, 4, 5].map((i) => ({ _id: i, item: i % 2 ? "game" : "book", qty: i })));
add("insertMany", "insert", { inserted_ids: Object.values(many.insertedIds) });
add("find batchSize=2 sorted by _id (then getMore until the cursor is exhausted)", "find",
  { ids: orders.find({}).sort({ _id: 1 }).batchSize(2).toArray().map((d) => d._id) });
const updated = orders.updateOne({ _id: 2 }, { $inc: { qty: 1 } });
add("updateOne", "update", { matched: updated.matchedCount, modified: updated.modifiedCount });
add("deleteMany", "delete", { deleted: orders.deleteMany({ item: "game" }).deletedCount });
add("aggregate $group", "aggregate",
  { results: orders.aggregate([{ $group: { _id: "$item", total: { $sum: "$qty" } } }, { $sort: { _id: 1 } }]).toArray() });
add("getCollectionNames", "listCollections", { names: db.getSiblingDB("shop").getCollectionNames() });
try {
  orders.insertOne({ _id: 1, item: "duplicate" });
  add("insertOne duplicate _id", "insert", "no error");
} catch (err) {
  add("insertOne duplicate _id", "insert", { error: err.name, code: err.code });
}
add("drop", "drop", orders.drop());
print(JSON.stringify({ client: `mongosh ${version()}`, operations: steps }));
