"""Readers generated from the Kafka schema: one generator, and the emitters that decide what a reader builds.

compiler.py     the entry points: compile_reader / reader_source (any emitter), message_reader and
                prefix_reader (trees), and the Context every reader runs with
generator.py    the generator: the checks every reader makes, whatever it builds
emitter.py      the Emitter interface (the output hooks generated code is written with) and its terms
runtime.py      what generated code runs with: Context, errors, helpers
tree_reader.py, summary_reader.py, json_reader.py
                the emitters: field trees, the one-line summary's facts, the JSON form
summary_facts.py  the declaration of the summary's facts, read by summary.py's tree walk and by
                the summary emitter

scripts/show_reader.py prints any reader's generated source.
"""
