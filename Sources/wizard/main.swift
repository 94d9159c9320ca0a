print("wizard")
