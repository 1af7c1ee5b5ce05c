// A small CRUD session of the MongoDB Go driver against FerretDB; prints what the driver saw as JSON.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"time"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
	"go.mongodb.org/mongo-driver/version"
)

type step struct {
	Operation string      `json:"operation"`
	Command   string      `json:"command"`
	Outcome   interface{} `json:"outcome"`
}

func must(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	client, err := mongo.Connect(ctx, options.Client().ApplyURI(os.Args[1]).SetAppName("make_samples_go"))
	must(err)
	orders := client.Database("shop").Collection("orders")
	var steps []step
	add := func(op, cmd string, outcome interface{}) { steps = append(steps, step{op, cmd, outcome}) }

	one, err := orders.InsertOne(ctx, bson.D{{Key: "_id", Value: 1}, {Key: "item", Value: "book"}, {Key: "qty", Value: 3}})
	must(err)
	add("InsertOne", "insert", map[string]interface{}{"inserted_id": one.InsertedID})
	var docs []interface{}
	for i := 2; i < 6; i++ {
		item := "book"
		if i%2 == 1 {
			item = "game"
		}
		docs = append(docs, bson.D{{Key: "_id", Value: i}, {Key: "item", Value: item}, {Key: "qty", Value: i}})
	}
	many, err := orders.InsertMany(ctx, docs)
	must(err)
	add("InsertMany", "insert", map[string]interface{}{"inserted_ids": many.InsertedIDs})

	cursor, err := orders.Find(ctx, bson.D{}, options.Find().SetBatchSize(2).SetSort(bson.D{{Key: "_id", Value: 1}}))
	must(err)
	var ids []interface{}
	for cursor.Next(ctx) {
		ids = append(ids, cursor.Current.Lookup("_id").AsInt32())
	}
	must(cursor.Err())
	add("Find batchSize=2 sorted by _id (then getMore until the cursor is exhausted)", "find", map[string]interface{}{"ids": ids})

	updated, err := orders.UpdateOne(ctx, bson.D{{Key: "_id", Value: 2}}, bson.D{{Key: "$inc", Value: bson.D{{Key: "qty", Value: 1}}}})
	must(err)
	add("UpdateOne", "update", map[string]interface{}{"matched": updated.MatchedCount, "modified": updated.ModifiedCount})
	deleted, err := orders.DeleteMany(ctx, bson.D{{Key: "item", Value: "game"}})
	must(err)
	add("DeleteMany", "delete", map[string]interface{}{"deleted": deleted.DeletedCount})

	pipeline := mongo.Pipeline{
		{{Key: "$group", Value: bson.D{{Key: "_id", Value: "$item"}, {Key: "total", Value: bson.D{{Key: "$sum", Value: "$qty"}}}}}},
		{{Key: "$sort", Value: bson.D{{Key: "_id", Value: 1}}}},
	}
	agg, err := orders.Aggregate(ctx, pipeline)
	must(err)
	var totals []map[string]interface{}
	must(agg.All(ctx, &totals))
	add("Aggregate $group", "aggregate", map[string]interface{}{"results": totals})

	names, err := client.Database("shop").ListCollectionNames(ctx, bson.D{})
	must(err)
	add("ListCollectionNames", "listCollections", map[string]interface{}{"names": names})

	_, err = orders.InsertOne(ctx, bson.D{{Key: "_id", Value: 1}, {Key: "item", Value: "duplicate"}})
	if we, ok := err.(mongo.WriteException); ok && len(we.WriteErrors) > 0 {
		add("InsertOne duplicate _id", "insert", map[string]interface{}{"error": "WriteException", "code": we.WriteErrors[0].Code})
	} else {
		add("InsertOne duplicate _id", "insert", fmt.Sprint(err))
	}
	must(orders.Drop(ctx))
	add("Drop", "drop", "ok")
	must(client.Disconnect(ctx))
	out, err := json.Marshal(map[string]interface{}{"client": "mongo-go-driver " + version.Driver, "operations": steps})
	must(err)
	fmt.Println(string(out))
}
