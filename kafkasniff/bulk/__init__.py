"""The bulk pipeline on Spark (PySpark, an optional extra). Nothing outside this package imports
Spark or pyarrow, so single-file commands never start a JVM."""

INSTALL_HINT = "the bulk pipeline needs PySpark: pip install 'kafkasniff[spark]'"
