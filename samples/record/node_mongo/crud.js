// A small CRUD session of the MongoDB Node.js driver against FerretDB; prints what the driver saw as JSON.
const { MongoClient, MongoServerError } = require("mongodb");

async function main(uri) {
  const client = new MongoClient(uri, { appName: "make_samples_node" });
  await client.connect();
  const orders = client.db("shop").collection("orders");
  const steps = [];
  const add = (operation, command, outcome) => steps.push({ operation, command, outcome });

  const one = await orders.insertOne({ _id: 1, item: "book", qty: 3 });
  add("insertOne", "insert", { inserted_id: one.insertedId });
  const docs = [2, 3, 4, 5].map((i) => ({ _id: i, item: i % 2 ? "game" : "book", qty: i }));
  const many = await orders.insertMany(docs);
  add("insertMany", "insert", { inserted_ids: Object.values(many.insertedIds) });
  const ids = [];
  for await (const doc of orders.find({}, { batchSize: 2, sort: { _id: 1 } })) ids.push(doc._id);
  add("find batchSize=2 sorted by _id (then getMore until the cursor is exhausted)", "find", { ids });
  const updated = await orders.updateOne({ _id: 2 }, { $inc: { qty: 1 } });
  add("updateOne", "update", { matched: updated.matchedCount, modified: updated.modifiedCount });
  const deleted = await orders.deleteMany({ item: "game" });
  add("deleteMany", "delete", { deleted: deleted.deletedCount });
  const totals = await orders
    .aggregate([{ $group: { _id: "$item", total: { $sum: "$qty" } } }, { $sort: { _id: 1 } }])
    .toArray();
  add("aggregate $group", "aggregate", { results: totals });
  const names = (await client.db("shop").listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
  add("listCollections", "listCollections", { names });
  try {
    await orders.insertOne({ _id: 1, item: "duplicate" });
    add("insertOne duplicate _id", "insert", "no error");
  } catch (err) {
    add("insertOne duplicate _id", "insert", { error: err.constructor.name, code: err.code });
  }
  await orders.drop();
  add("drop", "drop", "ok");
  await client.close();
  const version = require("mongodb/package.json").version;
  console.log(JSON.stringify({ client: `mongodb (Node.js driver) ${version}`, operations: steps }));
}

main(process.argv[2]).catch((err) => {
  console.error(err);
  process.exit(1);
});
